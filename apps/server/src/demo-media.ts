// The demo media script: writes the demo's images and catalogue PDFs into the storage folder
// given as its argument, in a process of its own, for the server's first start (decision 088).
import { DEMO_MEDIA_WRITTEN, writeDemoMediaHere } from './demo-content.ts';

const storageDir = process.argv[2];
if (!storageDir) throw new Error('Usage: node demo-media.js <storage folder>');
if (await writeDemoMediaHere(storageDir)) console.log(DEMO_MEDIA_WRITTEN);

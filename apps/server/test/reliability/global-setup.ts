import { buildIfChanged } from '../../../../scripts/build-if-changed.mjs';

/** The process-level tests run the built server, as `npm start` does: build it if the sources changed. */
export default function setup() {
  buildIfChanged();
}

import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@rennfeld/contract';
import {
  MEDIA_MESSAGES,
  MediaUploadResponseSchema,
  RemovedMediaResponseSchema,
  UnusedMediaResponseSchema,
} from '@rennfeld/contract/staff';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/builders.ts';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const storageDir = mkdtempSync(join(tmpdir(), 'rennfeld-media-test-'));
afterAll(() => rmSync(storageDir, { recursive: true, force: true }));

const api = useTestApi({ apiOptions: { storageDir } });
const asEditor = useStaffRequests(api, 'editor');
const asAdmin = useStaffRequests(api, 'admin');

/** A photo as a phone takes it: on its side (EXIF orientation 6), with camera and place in its EXIF. */
function phonePhoto(width = 1600, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Rennfeld Phone', Copyright: 'Jana Weiß' }, IFD3: { GPSLatitudeRef: 'N' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngImage(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
}

function pdfDocument(title: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument();
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.fontSize(36).text(title, 50, 100);
    document.end();
  });
}

function form(...files: { name: string; bytes: Buffer; type?: string }[]) {
  const body = new FormData();
  for (const file of files) {
    body.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}

const upload = (folder: string, body: FormData | object) => asEditor('POST', `/api/admin/media/${folder}`, body);

describe('uploading media', () => {
  it('stores a photo upright and without its EXIF, keeps the original aside, and makes its thumbnail and widths', async () => {
    const photo = await phonePhoto();
    const response = await upload('product', form({ name: 'Racing Oil 5W-30.JPG', bytes: photo, type: 'image/jpeg' }));
    expect(response.statusCode).toBe(201);
    const [stored] = MediaUploadResponseSchema.parse(response.json()).files;
    expect(stored).toMatchObject({ folder: 'product', type: 'image/jpeg', width: 900, height: 1600 });
    expect(stored!.name).toMatch(/^racing-oil-5w-30-[0-9a-f]{12}\.jpg$/);

    const served = await sharp(join(storageDir, 'product', stored!.name)).metadata();
    expect(served).toMatchObject({ format: 'jpeg', width: 900, height: 1600 });
    expect(served.exif).toBeUndefined();
    expect(served.orientation).toBeUndefined();
    const original = await sharp(join(storageDir, '.originals', 'product', stored!.name)).metadata();
    expect(original.exif?.toString('latin1')).toContain('Rennfeld Phone');

    const thumbnail = await sharp(join(storageDir, 'product', 'thumb', stored!.name)).metadata();
    expect(Math.max(thumbnail.width!, thumbnail.height!)).toBe(400);
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const variant = await sharp(join(storageDir, '.variants', 'product', `${stored!.name}.${width}.webp`)).metadata();
      expect(variant).toMatchObject({ format: 'webp', width: Math.min(width, 900) });
      expect(existsSync(join(storageDir, '.variants', 'product', 'thumb', `${stored!.name}.${width}.webp`))).toBe(true);
    }

    const again = await upload('product', form({ name: 'Racing Oil 5W-30.JPG', bytes: photo }));
    expect(MediaUploadResponseSchema.parse(again.json()).files[0]!.name).toBe(stored!.name);
  });

  it('takes several images at once and names each by its bytes, not its name', async () => {
    const response = await upload(
      'news',
      form({ name: 'photo.jpg', bytes: await pngImage() }, { name: 'second.webp', bytes: await pngImage(320, 180) }),
    );
    expect(response.statusCode).toBe(201);
    const files = MediaUploadResponseSchema.parse(response.json()).files;
    expect(files.map((file) => [file.type, file.name.split('.').pop()])).toEqual([
      ['image/png', 'png'],
      ['image/png', 'png'],
    ]);
  });

  it('refuses what is not a JPEG, PNG or WebP image, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const file of [
      { name: 'logo.png', bytes: svg, type: 'image/png' },
      { name: 'anim.png', bytes: gif },
      { name: 'catalogue.png', bytes: await pdfDocument('Not an image') },
      { name: 'empty.jpg', bytes: Buffer.alloc(0) },
    ]) {
      const response = await upload('partnership', form(file));
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().message).toBe(MEDIA_MESSAGES.notImage);
    }
    expect(readdirSync(storageDir)).not.toContain('partnership');
  });

  it('refuses an image over the size limit, an empty upload and a body that is not multipart', async () => {
    const tooLarge = await upload('about', form({ name: 'huge.png', bytes: Buffer.alloc(21 * 1024 * 1024, 1) }));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(MEDIA_MESSAGES.imageTooLarge);

    const empty = await upload('about', new FormData());
    expect(empty.statusCode).toBe(415);
    expect(empty.json().message).toBe(MEDIA_MESSAGES.noFile);

    const json = await upload('about', { file: 'huge.png' });
    expect(json.statusCode).toBe(415);

    expect((await upload('elsewhere', form({ name: 'a.png', bytes: await pngImage() }))).statusCode).toBe(404);
  });

  it('stores a catalogue PDF with its first page as a cover, and refuses a PDF anywhere else or a fake one', async () => {
    const pdf = await pdfDocument('Racing Catalogue 2027');
    const response = await upload('catalogue', form({ name: 'Racing 2027.pdf', bytes: pdf, type: 'application/pdf' }));
    expect(response.statusCode).toBe(201);
    const [stored] = MediaUploadResponseSchema.parse(response.json()).files;
    expect(stored).toMatchObject({ type: 'application/pdf', bytes: pdf.length, width: 720 });
    expect(stored!.name).toMatch(/^racing-2027-[0-9a-f]{12}\.pdf$/);
    const cover = await sharp(join(storageDir, 'catalogue', stored!.cover!)).metadata();
    expect(cover).toMatchObject({ format: 'png', width: 720, height: stored!.height });
    expect(cover.height! / cover.width!).toBeCloseTo(792 / 612, 2);

    const elsewhere = await upload('news', form({ name: 'Racing 2027.pdf', bytes: pdf }));
    expect(elsewhere.statusCode).toBe(415);
    expect(elsewhere.json().message).toBe(MEDIA_MESSAGES.pdfOnlyForCatalogues);
    const fake = await upload('catalogue', form({ name: 'fake.pdf', bytes: Buffer.from('%PDF-1.7 not really') }));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(MEDIA_MESSAGES.notPdf);
  });

  it('stores a data sheet as the PDF it is, without a cover, and takes nothing else into documents', async () => {
    const pdf = await pdfDocument('Sicherheitsdatenblatt');
    const response = await upload('documents', form({ name: 'SDB Track 10W-60.pdf', bytes: pdf }));
    expect(response.statusCode).toBe(201);
    const [stored] = MediaUploadResponseSchema.parse(response.json()).files;
    expect(stored).toEqual({ folder: 'documents', name: stored!.name, type: 'application/pdf', bytes: pdf.length });
    expect(stored!.name).toMatch(/^sdb-track-10w-60-[0-9a-f]{12}\.pdf$/);
    expect(readFileSync(join(storageDir, 'documents', stored!.name)).equals(pdf)).toBe(true);
    expect(readdirSync(join(storageDir, 'documents'))).toEqual([stored!.name]);

    const image = await upload('documents', form({ name: 'label.png', bytes: await pngImage() }));
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe(MEDIA_MESSAGES.documentsArePdfs);
    const fake = await upload('documents', form({ name: 'sdb.pdf', bytes: Buffer.from('%PDF-1.4 broken') }));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe(MEDIA_MESSAGES.notPdf);
  });
});

describe('files no record uses', () => {
  /** A file as an earlier upload left it, `hoursAgo` hours old. */
  function leaveFile(folder: string, name: string, hoursAgo: number) {
    mkdirSync(join(storageDir, folder, 'thumb'), { recursive: true });
    mkdirSync(join(storageDir, '.variants', folder), { recursive: true });
    for (const path of [
      join(folder, name),
      join(folder, 'thumb', name),
      join('.variants', folder, `${name}.480.webp`),
    ]) {
      writeFileSync(join(storageDir, path), 'x');
      const then = new Date(Date.now() - hoursAgo * 3_600_000);
      utimesSync(join(storageDir, path), then, then);
    }
  }

  it('lists old files no record uses, leaves recent uploads and used files, and lets admins remove them', async () => {
    await createProduct(api.db, { image: 'used-can.png' });
    leaveFile('product', 'used-can.png', 48);
    leaveFile('product', 'forgotten-can.png', 48);
    leaveFile('news', 'just-uploaded.png', 1);

    const unused = UnusedMediaResponseSchema.parse((await asEditor('GET', '/api/admin/media/unused')).json());
    const names = unused.files.map((file) => `${file.folder}/${file.name}`);
    expect(names).toContain('product/forgotten-can.png');
    expect(names).not.toContain('product/used-can.png');
    expect(names).not.toContain('news/just-uploaded.png');
    expect(unused.files.find((file) => file.name === 'forgotten-can.png')?.bytes).toBe(3);

    expect((await asEditor('DELETE', '/api/admin/media/unused')).statusCode).toBe(403);
    const removed = RemovedMediaResponseSchema.parse((await asAdmin('DELETE', '/api/admin/media/unused')).json());
    expect(removed.removed).toBe(unused.files.length);
    expect(existsSync(join(storageDir, 'product', 'forgotten-can.png'))).toBe(false);
    expect(existsSync(join(storageDir, 'product', 'thumb', 'forgotten-can.png'))).toBe(false);
    expect(existsSync(join(storageDir, '.variants', 'product', 'forgotten-can.png.480.webp'))).toBe(false);
    expect(existsSync(join(storageDir, 'product', 'used-can.png'))).toBe(true);
    expect(existsSync(join(storageDir, 'news', 'just-uploaded.png'))).toBe(true);

    const audit = await api.db
      .selectFrom('audit_events')
      .select('changes')
      .where('action', '=', 'media.removed')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toContain('forgotten-can.png');
  });

  it('counts every version of a data sheet as used, the earlier ones too', async () => {
    const { id } = await createProduct(api.db);
    leaveFile('documents', 'sdb-2025.pdf', 48);
    leaveFile('documents', 'sdb-2026.pdf', 48);
    leaveFile('documents', 'sdb-draft.pdf', 48);
    await api.db
      .insertInto('product_documents')
      .values([
        { product_id: id, kind: 'safety_data_sheet', language: 'de', version_date: '2025-06-12', file: 'sdb-2025.pdf' },
        { product_id: id, kind: 'safety_data_sheet', language: 'de', version_date: '2026-03-02', file: 'sdb-2026.pdf' },
      ])
      .execute();
    const unused = UnusedMediaResponseSchema.parse((await asEditor('GET', '/api/admin/media/unused')).json());
    const names = unused.files.filter((file) => file.folder === 'documents').map((file) => file.name);
    expect(names).toEqual(['sdb-draft.pdf']);
  });

  it('counts an image that rich text shows as used', async () => {
    leaveFile('about', 'in-imprint.png', 48);
    await api.db
      .insertInto('legal_documents')
      .values({
        kind: 'imprint',
        description: '<p><img src="/storage/about/in-imprint.png?w=480" alt=""></p>',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const unused = UnusedMediaResponseSchema.parse((await asEditor('GET', '/api/admin/media/unused')).json());
    expect(unused.files.map((file) => file.name)).not.toContain('in-imprint.png');
  });
});

import { CataloguesResponseSchema } from '@rennfeld/contract';
import {
  AboutBlockRecordSchema,
  CatalogueListSchema,
  CatalogueRecordSchema,
  PartnershipRecordSchema,
  TeamMemberListSchema,
  TeamMemberRecordSchema,
} from '@rennfeld/contract/staff';
import { describe, expect, it } from 'vitest';
import { useStaffRequests } from '../../../test/staff-session.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();
const asEditor = useStaffRequests(api);
const publicJson = async (url: string) => (await api.app.inject({ url })).json();

describe('the company pages in the staff area', () => {
  it('adds, moves and removes a team member, the team page following each change', async () => {
    const member = {
      name: 'Jana Weiß',
      department: 'Technical advice',
      email: 'jana.weiss@rennfeld.example',
      phone: '+49 6621 123-45',
      image: 'jana-weiss.png',
      position: 2,
    };
    const created = await asEditor('POST', '/api/admin/team-members', member);
    expect(created.statusCode).toBe(201);
    const record = TeamMemberRecordSchema.parse(created.json());
    const names = async () =>
      ((await publicJson('/api/team-members/list')).teamMembers as { name: string }[]).map((item) => item.name);
    expect(await names()).toContain('Jana Weiß');

    const moved = await asEditor('PUT', `/api/admin/team-members/${record.id}`, {
      ...member,
      department: 'Motorsport',
      version: record.version,
    });
    expect(TeamMemberRecordSchema.parse(moved.json())).toMatchObject({ department: 'Motorsport', version: 2 });
    const stale = await asEditor('PUT', `/api/admin/team-members/${record.id}`, { ...member, version: 1 });
    expect(stale.statusCode).toBe(409);

    const list = TeamMemberListSchema.parse(
      (await asEditor('GET', '/api/admin/team-members?sort=position&order=ASC')).json(),
    );
    expect(list.data.map((item) => item.id)).toContain(record.id);

    expect((await asEditor('DELETE', `/api/admin/team-members/${record.id}`)).statusCode).toBe(204);
    expect(await names()).not.toContain('Jana Weiß');
  });

  it('checks an e-mail, a phone number and a partner link by field', async () => {
    const member = await asEditor('POST', '/api/admin/team-members', {
      name: 'Ole',
      department: 'Sales',
      email: 'not an address',
      phone: 'call me',
      image: 'ole.png',
      position: 1,
    });
    expect(member.statusCode).toBe(422);
    expect(Object.keys(member.json().errors).sort()).toEqual(['email', 'phone']);

    const partner = await asEditor('POST', '/api/admin/partnerships', {
      name: 'Kurvenwerk Racing',
      partnerDetail: 'Our GT3 team.',
      link: 'javascript:alert(1)',
      image: 'kurvenwerk.png',
      position: 1,
    });
    expect(partner.statusCode).toBe(422);
    expect(Object.keys(partner.json().errors)).toEqual(['link']);
  });

  it('saves a partnership and an about-company block as the public pages show them, text sanitised', async () => {
    const partner = await asEditor('POST', '/api/admin/partnerships', {
      name: 'Kurvenwerk Racing',
      partnerDetail: 'Our GT3 team.',
      link: 'https://kurvenwerk.example',
      image: 'kurvenwerk.png',
      position: 1,
    });
    expect(PartnershipRecordSchema.parse(partner.json())).toMatchObject({ partnerDetail: 'Our GT3 team.' });
    const partners = (await publicJson('/api/partnership/list')).partnerships as {
      name: string;
      partner_detail: string;
    }[];
    expect(partners).toContainEqual(
      expect.objectContaining({ name: 'Kurvenwerk Racing', partner_detail: 'Our GT3 team.' }),
    );

    const block = await asEditor('POST', '/api/admin/about-blocks', {
      image: 'workshop.png',
      description: '<p>Blended in Hessen<img src=x onerror="alert(1)"></p>',
      position: 1,
    });
    const saved = AboutBlockRecordSchema.parse(block.json());
    expect(saved.description).not.toContain('onerror');
    const blocks = (await publicJson('/api/about-company')).aboutCompanies as { description: string }[];
    expect(blocks.map((item) => item.description)).toContain(saved.description);
  });

  it('saves the German twins beside the English, sanitised alike, and the public pages answer them in German', async () => {
    const member = {
      name: 'Jana Weiß',
      department: 'Technical advice',
      email: '',
      phone: '',
      image: 'jana-weiss.png',
      position: 1,
    };
    const untranslated = TeamMemberRecordSchema.parse(
      (await asEditor('POST', '/api/admin/team-members', member)).json(),
    );
    expect(untranslated.departmentDe).toBe('');
    const translated = await asEditor('PUT', `/api/admin/team-members/${untranslated.id}`, {
      ...member,
      departmentDe: '  Technische Beratung ',
      version: untranslated.version,
    });
    expect(TeamMemberRecordSchema.parse(translated.json())).toMatchObject({
      department: 'Technical advice',
      departmentDe: 'Technische Beratung',
    });
    expect(
      TeamMemberRecordSchema.parse((await asEditor('GET', `/api/admin/team-members/${untranslated.id}`)).json())
        .departmentDe,
    ).toBe('Technische Beratung');
    const team = (await publicJson('/api/team-members/list?locale=de')).teamMembers as { department: string }[];
    expect(team.map((item) => item.department)).toContain('Technische Beratung');

    const partner = await asEditor('POST', '/api/admin/partnerships', {
      name: 'Kurvenwerk Racing',
      partnerDetail: 'Our GT3 team.',
      partnerDetailDe: 'Unser GT3-Team.',
      link: 'https://kurvenwerk.example',
      image: 'kurvenwerk.png',
      position: 1,
    });
    const partnerRecord = PartnershipRecordSchema.parse(partner.json());
    expect(partnerRecord).toMatchObject({ partnerDetail: 'Our GT3 team.', partnerDetailDe: 'Unser GT3-Team.' });
    const cleared = await asEditor('PUT', `/api/admin/partnerships/${partnerRecord.id}`, {
      name: 'Kurvenwerk Racing',
      partnerDetail: 'Our GT3 team.',
      partnerDetailDe: '',
      link: 'https://kurvenwerk.example',
      image: 'kurvenwerk.png',
      position: 1,
      version: partnerRecord.version,
    });
    expect(PartnershipRecordSchema.parse(cleared.json()).partnerDetailDe).toBe('');
    const partners = (await publicJson('/api/partnership/list?locale=de')).partnerships as {
      id: number;
      untranslated?: string[];
    }[];
    expect(partners.find((item) => item.id === partnerRecord.id)?.untranslated).toEqual(['partner_detail']);

    const block = await asEditor('POST', '/api/admin/about-blocks', {
      image: 'workshop.png',
      description: '<p>Blended in Hessen</p>',
      descriptionDe: '<p>Gemischt in Hessen<img src=x onerror="alert(1)"></p>',
      position: 1,
    });
    const saved = AboutBlockRecordSchema.parse(block.json());
    expect(saved.descriptionDe).toContain('Gemischt in Hessen');
    expect(saved.descriptionDe).not.toContain('onerror');
    expect(
      AboutBlockRecordSchema.parse((await asEditor('GET', `/api/admin/about-blocks/${saved.id}`)).json()).descriptionDe,
    ).toBe(saved.descriptionDe);
    const blocks = (await publicJson('/api/about-company?locale=de')).aboutCompanies as { description: string }[];
    expect(blocks.map((item) => item.description)).toContain(saved.descriptionDe);
  });

  it('lists a published catalogue, keeps a draft off the catalogue page, and refuses a file that is not a PDF', async () => {
    const catalogue = {
      name: 'Racing Catalogue 2027',
      slug: 'racing-2027',
      image: 'racing-2027.png',
      pdf: 'racing-2027.pdf',
      status: 'draft',
      position: 1,
    };
    const created = await asEditor('POST', '/api/admin/catalogues', catalogue);
    expect(created.statusCode).toBe(201);
    const record = CatalogueRecordSchema.parse(created.json());
    const slugs = async () =>
      CataloguesResponseSchema.parse(await publicJson('/api/catelog/list')).catelogs.map((item) => item.slug);
    expect(await slugs()).not.toContain('racing-2027');

    const published = await asEditor('PUT', `/api/admin/catalogues/${record.id}`, {
      ...catalogue,
      status: 'published',
      version: record.version,
    });
    expect(published.statusCode).toBe(200);
    expect(await slugs()).toContain('racing-2027');
    const drafts = CatalogueListSchema.parse((await asEditor('GET', '/api/admin/catalogues?status=draft')).json());
    expect(drafts.data.map((item) => item.id)).not.toContain(record.id);

    const notPdf = await asEditor('POST', '/api/admin/catalogues', { ...catalogue, slug: 'other', pdf: 'racing.png' });
    expect(notPdf.statusCode).toBe(422);
    expect(Object.keys(notPdf.json().errors)).toEqual(['pdf']);
    const taken = await asEditor('POST', '/api/admin/catalogues', { ...catalogue, pdf: 'other.pdf' });
    expect(taken.statusCode).toBe(422);
    expect(Object.keys(taken.json().errors)).toEqual(['slug']);
  });
});

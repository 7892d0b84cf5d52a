import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  CompanyDetailsResponseSchema,
  PartnershipsResponseSchema,
  TeamMembersResponseSchema,
} from '@rennfeld/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  COMPANY_DETAILS,
  createAboutCompany,
  createCatalogue,
  createPartnership,
  createTeamMember,
} from '../../../test/builders.ts';
import { useTestApi } from '../../../test/test-app.ts';

const api = useTestApi();

async function get(url: string): Promise<unknown> {
  const response = await api.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('GET /api/catelog/list', () => {
  it('answers an empty list before any catalogue exists', async () => {
    expect(CataloguesResponseSchema.parse(await get('/api/catelog/list')).catelogs).toEqual([]);
  });

  it('lists catalogues ordered by position', async () => {
    const { db } = api;
    const engine = await createCatalogue(db, { name: 'Engine Oils 2025', slug: 'engine-oils-2025', position: 2 });
    await createCatalogue(db, { name: 'Racing 2025', slug: 'racing-2025', position: 1 });
    const body = CataloguesResponseSchema.parse(await get('/api/catelog/list'));
    expect(body.success).toBe(true);
    expect(body.catelogs.map((c) => c.slug)).toEqual(['racing-2025', 'engine-oils-2025']);
    expect(body.catelogs[1]).toEqual({
      id: engine.id,
      name: 'Engine Oils 2025',
      slug: 'engine-oils-2025',
      image: 'engine-oils-2025.webp',
      pdf: 'engine-oils-2025.pdf',
    });
  });
});

describe('GET /api/team-members/list', () => {
  it('lists team members ordered by position', async () => {
    const { db } = api;
    const anna = await createTeamMember(db, {
      name: 'Anna Berg',
      department: 'Motorsport',
      email: 'anna.berg@rennfeld.example',
      phone: '+49 711 555 0101',
      image: 'anna.webp',
      position: 2,
    });
    await createTeamMember(db, { name: 'Max Vogt', position: 1 });
    const body = TeamMembersResponseSchema.parse(await get('/api/team-members/list'));
    expect(body.success).toBe(true);
    expect(body.teamMembers.map((m) => m.name)).toEqual(['Max Vogt', 'Anna Berg']);
    expect(body.teamMembers[1]).toEqual({
      id: anna.id,
      name: 'Anna Berg',
      department: 'Motorsport',
      email: 'anna.berg@rennfeld.example',
      phone: '+49 711 555 0101',
      image: 'anna.webp',
    });
  });
});

describe('GET /api/about-company', () => {
  it('lists about blocks ordered by position, description sanitised', async () => {
    const { db } = api;
    const story = await createAboutCompany(db, {
      image: 'story.webp',
      description: '<p style="color:red" onclick="x()">Our <b>story</b></p>',
      position: 2,
    });
    await createAboutCompany(db, { image: 'lab.webp', position: 1 });
    const body = AboutCompaniesResponseSchema.parse(await get('/api/about-company'));
    expect(body.success).toBe(true);
    expect(body.aboutCompanies.map((a) => a.image)).toEqual(['lab.webp', 'story.webp']);
    expect(body.aboutCompanies[1]).toEqual({
      id: story.id,
      image: 'story.webp',
      description: '<p>Our <b>story</b></p>',
    });
  });
});

describe('GET /api/partnership/list', () => {
  it('lists partnerships ordered by position', async () => {
    const { db } = api;
    const apex = await createPartnership(db, {
      name: 'Apex Racing',
      partnerDetail: 'GT3 team.',
      link: 'https://apex-racing.example.com/',
      image: 'apex.webp',
      position: 2,
    });
    await createPartnership(db, { name: 'Kart Club Süd', position: 1 });
    const body = PartnershipsResponseSchema.parse(await get('/api/partnership/list'));
    expect(body.success).toBe(true);
    expect(body.partnerships.map((p) => p.name)).toEqual(['Kart Club Süd', 'Apex Racing']);
    expect(body.partnerships[1]).toEqual({
      id: apex.id,
      name: 'Apex Racing',
      partner_detail: 'GT3 team.',
      link: 'https://apex-racing.example.com/',
      image: 'apex.webp',
    });
  });
});

describe('the company pages in German (decision 049)', () => {
  const inject = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

  beforeEach(async () => {
    for (const table of ['team_members', 'about_companies', 'partnerships'] as const) {
      await api.db.deleteFrom(table).execute();
    }
  });

  it('answers the German department where written, the English one marked untranslated elsewhere', async () => {
    const { db } = api;
    const anna = await createTeamMember(db, { department: 'Motorsport', departmentDe: 'Rennsport', position: 1 });
    const max = await createTeamMember(db, { department: 'Technical Sales', position: 2 });
    const response = await inject('/api/team-members/list', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toContain('Accept-Language');
    const members = TeamMembersResponseSchema.parse(response.json()).teamMembers;
    expect(members.find((member) => member.id === anna.id)).toMatchObject({ department: 'Rennsport' });
    expect(members.find((member) => member.id === anna.id)).not.toHaveProperty('untranslated');
    expect(members.find((member) => member.id === max.id)).toMatchObject({
      department: 'Technical Sales',
      untranslated: ['department'],
    });

    const english = await inject('/api/team-members/list?locale=en', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(english.headers['content-language']).toBe('en');
    const inEnglish = TeamMembersResponseSchema.parse(english.json()).teamMembers;
    expect(inEnglish.map((member) => member.department)).toEqual(['Motorsport', 'Technical Sales']);
    expect(inEnglish.every((member) => !('untranslated' in member))).toBe(true);
  });

  it('answers the German about-company text, sanitised like the English, or the English marked untranslated', async () => {
    const { db } = api;
    const story = await createAboutCompany(db, {
      description: '<p>Our story</p>',
      descriptionDe: '<p onclick="x()">Unsere <b>Geschichte</b><script>alert(1)</script></p>',
      position: 1,
    });
    const lab = await createAboutCompany(db, { description: '<p>Our lab</p>', position: 2 });
    const response = await inject('/api/about-company?locale=de');
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(AboutCompaniesResponseSchema.parse(response.json()).aboutCompanies).toEqual([
      { id: story.id, image: story.image, description: '<p>Unsere <b>Geschichte</b></p>' },
      { id: lab.id, image: lab.image, description: '<p>Our lab</p>', untranslated: ['description'] },
    ]);

    const english = await inject('/api/about-company?locale=en', { 'accept-language': 'de' });
    expect(english.headers['content-language']).toBe('en');
    expect(AboutCompaniesResponseSchema.parse(english.json()).aboutCompanies).toEqual([
      { id: story.id, image: story.image, description: '<p>Our story</p>' },
      { id: lab.id, image: lab.image, description: '<p>Our lab</p>' },
    ]);
  });

  it('answers the German partner detail where written, English otherwise', async () => {
    const { db } = api;
    const apex = await createPartnership(db, {
      partnerDetail: 'GT3 team.',
      partnerDetailDe: 'GT3-Team.',
      position: 1,
    });
    const kart = await createPartnership(db, { partnerDetail: 'Kart club.', position: 2 });
    const response = await inject('/api/partnership/list', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(response.headers['content-language']).toBe('de');
    expect(response.headers.vary).toContain('Accept-Language');
    const partners = PartnershipsResponseSchema.parse(response.json()).partnerships;
    expect(partners.map(({ id, partner_detail, untranslated }) => ({ id, partner_detail, untranslated }))).toEqual([
      { id: apex.id, partner_detail: 'GT3-Team.', untranslated: undefined },
      { id: kart.id, partner_detail: 'Kart club.', untranslated: ['partner_detail'] },
    ]);

    const english = await inject('/api/partnership/list?locale=en', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(english.headers['content-language']).toBe('en');
    expect(PartnershipsResponseSchema.parse(english.json()).partnerships.map((p) => p.partner_detail)).toEqual([
      'GT3 team.',
      'Kart club.',
    ]);
  });

  it('answers English without a language asked for, and refuses an unknown one', async () => {
    const { db } = api;
    await createTeamMember(db, { department: 'Motorsport', departmentDe: 'Rennsport' });
    const response = await inject('/api/team-members/list');
    expect(response.headers['content-language']).toBe('en');
    expect(TeamMembersResponseSchema.parse(response.json()).teamMembers[0]!.department).toBe('Motorsport');
    expect((await inject('/api/team-members/list?locale=fr')).statusCode).toBe(400);
  });
});

describe('GET /api/company-details', () => {
  it("answers the brand's details as staff saved them, without the record's bookkeeping", async () => {
    const details = COMPANY_DETAILS;
    await api.db
      .updateTable('company_details')
      .set({
        name: details.name,
        street: details.street,
        postal_code: details.postalCode,
        city: details.city,
        country: details.country,
        phone: details.phone,
        email: details.email,
        managing_directors: details.managingDirectors,
        register_court: details.registerCourt,
        register_number: details.registerNumber,
        vat_id: details.vatId,
      })
      .where('id', '=', 1)
      .execute();
    const body = await get('/api/company-details');
    expect(body).toEqual({ success: true, companyDetails: details });
    expect(CompanyDetailsResponseSchema.parse(body).companyDetails).toEqual(details);
  });
});

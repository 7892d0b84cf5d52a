import {
  AboutCompaniesResponseSchema,
  CataloguesResponseSchema,
  PartnershipsResponseSchema,
  TeamMembersResponseSchema,
} from '@rennfeld/contract';
import { describe, expect, it } from 'vitest';
import { createAboutCompany, createCatalogue, createPartnership, createTeamMember } from '../../../test/builders.ts';
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

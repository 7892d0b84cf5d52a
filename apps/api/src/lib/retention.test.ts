import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.ts';
import { firstDayOfWindow } from '../modules/vitals/vitals.repository.ts';
import { deleteExpiredPersonalData, RETENTION_DAYS } from './retention.ts';

const NOW = new Date('2027-06-01T12:00:00.000Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 24 * 3600 * 1000).toISOString();

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

async function addMail(status: string, createdDaysAgo: number, sentDaysAgo: number | null = null) {
  const { id } = await database.db
    .insertInto('mail_outbox')
    .values({
      kind: 'contact-notification',
      to_address: `${status}-${createdDaysAgo}@rennfeld.example`,
      subject: 'A subject',
      text_body: 'text',
      html_body: '<p>text</p>',
      headers: '{}',
      status,
      created_at: daysBefore(createdDaysAgo),
      sent_at: sentDaysAgo === null ? null : daysBefore(sentDaysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addSubscription(email: string, values: Record<string, string | null>) {
  const { id } = await database.db
    .insertInto('newsletter_subscriptions')
    .values({ name: 'Mia Keller', email, created_at: daysBefore(4000), ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addContactMessage(handledDaysAgo: number | null) {
  const { id } = await database.db
    .insertInto('contact_messages')
    .values({
      name: 'Karl Weber',
      email: 'karl@rennfeld.example',
      subject: 'Oil question',
      message: 'Which oil for my car?',
      created_at: daysBefore(4000),
      handled_at: handledDaysAgo === null ? null : daysBefore(handledDaysAgo),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function addVitalsDay(day: string) {
  await database.db
    .insertInto('web_vitals')
    .values({ day, route: 'routes/home', language: 'en', metric: 'LCP', bucket: 90, count: 3 })
    .execute();
}

const remaining = async (table: 'mail_outbox' | 'newsletter_subscriptions' | 'contact_messages') =>
  (await database.db.selectFrom(table).select('id').execute()).map((row) => row.id);

describe('the retention sweep', () => {
  it('deletes what has outlived its period, keeps the rest, and changes nothing when run again', async () => {
    const keptMails = [
      await addMail('sent', 60, RETENTION_DAYS.sentMail - 1),
      await addMail('held', RETENTION_DAYS.unsentMail - 1),
      await addMail('failed', RETENTION_DAYS.unsentMail - 1),
      // Still waiting to go out: never deleted, whatever its age.
      await addMail('queued', 1000),
    ];
    await addMail('sent', 60, RETENTION_DAYS.sentMail + 1);
    await addMail('held', RETENTION_DAYS.unsentMail + 1);
    await addMail('failed', RETENTION_DAYS.unsentMail + 1);

    const keptSubscriptions = [
      await addSubscription('recent@rennfeld.example', {
        status: 'pending',
        confirm_expires_at: daysBefore(RETENTION_DAYS.unconfirmedSubscription - 1),
      }),
      // A confirmed subscriber stays while subscribed.
      await addSubscription('confirmed@rennfeld.example', { status: 'confirmed', confirmed_at: daysBefore(4000) }),
      await addSubscription('ended-recently@rennfeld.example', {
        status: 'unsubscribed',
        unsubscribed_at: daysBefore(RETENTION_DAYS.endedSubscription - 1),
      }),
    ];
    await addSubscription('never-confirmed@rennfeld.example', {
      status: 'pending',
      confirm_expires_at: daysBefore(RETENTION_DAYS.unconfirmedSubscription + 1),
    });
    await addSubscription('ended-long-ago@rennfeld.example', {
      status: 'unsubscribed',
      unsubscribed_at: daysBefore(RETENTION_DAYS.endedSubscription + 1),
    });

    const keptMessages = [
      await addContactMessage(null),
      await addContactMessage(RETENTION_DAYS.handledContactMessage - 1),
    ];
    await addContactMessage(RETENTION_DAYS.handledContactMessage + 1);

    // The timings' window of 28 days: 2027-05-05 up to today.
    const keptVitalsDays = [firstDayOfWindow(NOW), '2027-06-01'];
    expect(keptVitalsDays[0]).toBe('2027-05-05');
    for (const day of keptVitalsDays) await addVitalsDay(day);
    await addVitalsDay('2027-05-04');

    expect(await deleteExpiredPersonalData(database.db, NOW)).toEqual({
      sentMails: 1,
      unsentMails: 2,
      unconfirmedSubscriptions: 1,
      endedSubscriptions: 1,
      handledContactMessages: 1,
      webVitalsDays: 1,
    });
    expect((await remaining('mail_outbox')).sort()).toEqual(keptMails.sort());
    expect((await remaining('newsletter_subscriptions')).sort()).toEqual(keptSubscriptions.sort());
    expect((await remaining('contact_messages')).sort()).toEqual(keptMessages.sort());
    const vitalsDays = await database.db.selectFrom('web_vitals').select('day').orderBy('day').execute();
    expect(vitalsDays.map((row) => row.day)).toEqual(keptVitalsDays);

    expect(Object.values(await deleteExpiredPersonalData(database.db, NOW))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

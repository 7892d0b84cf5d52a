import { buildNewsArticlePath } from '@rennfeld/contract/site-paths';
import {
  NewsInputSchema,
  NewsRecordListQuerySchema,
  NewsRecordListSchema,
  NewsRecordSchema,
  UpdateNewsRequestSchema,
} from '@rennfeld/contract/staff';
import { registerContentCollection } from '../../lib/content-collection.ts';
import type { StaffModule } from '../../lib/plugin.ts';
import {
  deleteNewsRecord,
  findNewsRecord,
  insertNewsRecord,
  listNewsRecords,
  updateNewsRecord,
} from './news.repository.ts';

/** News in the staff area: drafts, scheduled and published articles (editors and admins). */
export const newsAdminRoutes: StaffModule = async (app, { db }) => {
  registerContentCollection(app, db, {
    path: 'news',
    auditType: 'news',
    operationNoun: 'News',
    label: { singular: 'news article (a draft, or published now or later)', plural: 'news articles of every state' },
    notFound: 'No such news article.',
    schemas: {
      input: NewsInputSchema,
      update: UpdateNewsRequestSchema,
      record: NewsRecordSchema,
      listQuery: NewsRecordListQuerySchema,
      list: NewsRecordListSchema,
    },
    list: listNewsRecords,
    find: findNewsRecord,
    insert: insertNewsRecord,
    update: updateNewsRecord,
    remove: deleteNewsRecord,
    slugTable: 'news',
    // The article's page, while it is published (its address once the time has come).
    publicPaths: (record) =>
      new Map(record.status === 'published' ? [['article', buildNewsArticlePath(record.slug)]] : []),
  });
};

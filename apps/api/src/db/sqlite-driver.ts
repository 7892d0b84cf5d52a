import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const nodeMajor = Number(process.versions.node.split('.')[0]);
const require = createRequire(import.meta.url);

/**
 * better-sqlite3 for this runtime (decision 035). Up to 12.x its statements are `node::ObjectWrap`s,
 * which Node 24.19+ aborts on when the garbage collector frees one outside a JavaScript context;
 * 13.x (Node-API) is free of that but needs Node 22. Both share one API. The 12.x line goes with
 * Node 20.
 */
export const SQLite: typeof BetterSqlite3 =
  nodeMajor >= 22 ? require('better-sqlite3-node22') : require('better-sqlite3');

export type SQLiteDatabase = BetterSqlite3.Database;
export type SQLiteStatement = BetterSqlite3.Statement;

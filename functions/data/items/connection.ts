/**
 * A live connection (functions/ws): `CONNECTION#<connectionId>` / `CONNECTION`, the record
 * $disconnect reads by id, and its lookup items, one per audience it is in:
 * `CONNECTIONS#USER#<sub>` / `<connectionId>` (every connection of one user: an order's owner, its
 * rider) and, for admins, `CONNECTIONS#ADMINS` / `<connectionId>`. All carry the same attributes
 * and `expiresAt` (TTL): API Gateway closes a connection after two hours at most, and a connection
 * whose $disconnect never ran (a crash) goes with its TTL; readers skip expired ones, as TTL
 * deletes late. Written together and deleted together (repos/connections.ts).
 */
import * as z from 'zod';
import { ADMIN_GROUP } from '../../core/roles.js';
import { keys, type Key } from '../keys.js';
import { attributeNames } from '../update.js';
import { parseItem, type RawItem } from './parse.js';

export const schema = z.object({
  /** API Gateway's id of the connection (the management API posts to it). */
  connectionId: z.string().min(1),
  /** The token's `sub`. */
  userId: z.string().min(1),
  /** The token's Cognito groups when it connected (ADMIN). */
  groups: z.array(z.string()),
  /** The token's auth_time (epoch seconds): a password reset after it ends the connection too. */
  authTime: z.number().optional(),
  /** The token's session (origin_jti): logging out of it closes the connection. */
  sessionId: z.string().optional(),
  connectedAt: z.string(),
  /** Epoch seconds (TABLE.ttlAttribute). */
  expiresAt: z.number().int(),
  /** On the record only: the minute (epoch ms) pings are being counted in, and how many came in it (repos/connections.ts countPing). */
  pingWindow: z.number().optional(),
  pings: z.number().optional(),
});

export type Connection = z.output<typeof schema>;

/** The keys of every item of one connection: its record and its lookup items. */
export function itemKeys(connection: Pick<Connection, 'connectionId' | 'userId' | 'groups'>): Key[] {
  const { connectionId, userId, groups } = connection;
  return [
    keys.connection(connectionId),
    keys.userConnection(userId, connectionId),
    ...(groups.includes(ADMIN_GROUP) ? [keys.adminConnection(connectionId)] : []),
  ];
}

/** Every item of one connection, as written on $connect. */
export const toItems = (connection: Connection) => itemKeys(connection).map((key) => ({ ...key, type: 'connection' as const, ...connection }));

export const fromItem = (raw: RawItem): Connection => parseItem('connection', schema, raw);

export const attributes = attributeNames(schema);

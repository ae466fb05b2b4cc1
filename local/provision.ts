import fs from 'node:fs';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  GetGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
  type TableDescription,
} from '@aws-sdk/client-dynamodb';
import { TABLE, TABLE_INDEXES } from '../functions/data/table.js';
import { ADMIN_GROUP, PICKER_GROUP, RIDER_GROUP } from '../functions/core/roles.js';
import { ACCESS_TOKEN_MINUTES } from '../functions/core/session.js';
import type { AddressFields } from '../functions/core/address.js';

export interface UserPoolIds {
  userPoolId: string;
  clientId: string;
}

const INDEXES = TABLE_INDEXES;

const indexDefinition = (index: (typeof INDEXES)[number]) => ({
  IndexName: index.name,
  KeySchema: [
    { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
    { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
  ],
  Projection: { ProjectionType: 'ALL' as const },
});

/** DynamoDB Local serves the Streams API too (local/table-stream.ts reads it as Lambda does in AWS). */
const STREAM = { StreamEnabled: true, StreamViewType: TABLE.streamView };

const stringAttributes = (names: string[]) => names.map((name) => ({ AttributeName: name, AttributeType: 'S' as const }));

/**
 * Creates the table (keys, GSIs and stream from the shared definition) unless it exists; a table
 * kept in .local/ from before an index or the stream was added gets it (as a deploy adds it in AWS).
 */
export async function ensureTable(tableName: string): Promise<void> {
  const client = new DynamoDBClient({});
  let existing: TableDescription | undefined;
  try {
    existing = (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table;
  } catch (err) {
    if (!(err instanceof ResourceNotFoundException)) throw err;
  }
  if (existing) {
    const present = new Set((existing.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
    for (const index of INDEXES.filter((i) => !present.has(i.name))) {
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          AttributeDefinitions: stringAttributes([index.partitionKey, index.sortKey]),
          GlobalSecondaryIndexUpdates: [{ Create: indexDefinition(index) }],
        }),
      );
    }
    if (!existing.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: STREAM }));
    }
    return;
  }
  const { partitionKey, sortKey } = TABLE;
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: stringAttributes([partitionKey, sortKey, ...INDEXES.flatMap((i) => [i.partitionKey, i.sortKey])]),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: INDEXES.map(indexDefinition),
      StreamSpecification: STREAM,
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
}

const cognito = () => new CognitoIdentityProviderClient({});

/**
 * The user pool, its ADMIN, RIDER and PICKER groups and the app client, created once and remembered
 * in stateFile (a pool made before riders or pickers gets their group on the next start).
 * Token lives as in the deployed client (infra/stacks/auth-stack.ts); the Cognito front signs access
 * tokens for ACCESS_TOKEN_MINUTES even for a pool made before this was so.
 */
export async function ensureUserPool(stateFile: string): Promise<UserPoolIds> {
  const client = cognito();
  if (fs.existsSync(stateFile)) {
    const saved = JSON.parse(fs.readFileSync(stateFile, 'utf8')) as UserPoolIds;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId }));
      await ensureGroup(client, saved.userPoolId, RIDER_GROUP);
      await ensureGroup(client, saved.userPoolId, PICKER_GROUP);
      return saved;
    } catch {
      // The pool is gone (cognito data wiped): create a new one below.
    }
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'quickbasket-local',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: { MinimumLength: 8, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true },
      },
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (!userPoolId) throw new Error('cognito-local did not return a user pool id');
  await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: ADMIN_GROUP }));
  await ensureGroup(client, userPoolId, RIDER_GROUP);
  await ensureGroup(client, userPoolId, PICKER_GROUP);
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'quickbasket-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      AccessTokenValidity: ACCESS_TOKEN_MINUTES,
      IdTokenValidity: 60,
      RefreshTokenValidity: 30,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (!clientId) throw new Error('cognito-local did not return an app client id');
  const ids = { userPoolId, clientId };
  fs.writeFileSync(stateFile, JSON.stringify(ids, null, 2));
  return ids;
}

/** Creates the group unless it exists (cognito-local's CreateGroup would replace it, members and all). */
async function ensureGroup(client: CognitoIdentityProviderClient, userPoolId: string, group: string): Promise<void> {
  const exists = await client.send(new GetGroupCommand({ UserPoolId: userPoolId, GroupName: group })).then(
    () => true,
    (err: unknown) => {
      if ((err as Error).name === 'ResourceNotFoundException') return false;
      throw err;
    },
  );
  if (!exists) await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group }));
}

export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  admin: boolean;
  /** A rider (Cognito group RIDER) of this store, with this mobile: its rider record is made after the seed. */
  rider?: { storeId: string; mobile: string };
  /** A picker (Cognito group PICKER) of this store: its picker record is made after the seed. */
  picker?: { storeId: string };
  /** Saved when the account's profile is first made: in a pincode a demo store serves (local/seed/stores.ts). */
  address?: AddressFields;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'admin@example.com', password: 'Admin#12345', name: 'Store Admin', admin: true },
  {
    email: 'shopper@example.com',
    password: 'Shopper#12345',
    name: 'Demo Shopper',
    admin: false,
    address: { address_line: 'Flat 12, Horniman Circle, Fort', city: 'Mumbai', state: 'Maharashtra', country: 'India', pincode: '400001', mobile: '9820012345' },
  },
  { email: 'rider@example.com', password: 'Rider#12345', name: 'Ravi Kumar', admin: false, rider: { storeId: 'store-bengaluru-indiranagar', mobile: '9880012345' } },
  { email: 'picker@example.com', password: 'Picker#12345', name: 'Priya Patil', admin: false, picker: { storeId: 'store-mumbai-central' } },
];

/**
 * Creates a confirmed user with a permanent password (and the ADMIN group) unless it exists, as
 * register does: through the functions' Cognito adapter, on the pool in USER_POOL_ID. Returns its sub.
 */
export async function ensureCognitoUser(account: DemoAccount): Promise<string> {
  // Imported only now: the adapter reads the pool's ids from the environment once, and the pool is made above.
  const { addToGroup, createUser, findUserSub } = await import('../functions/platform/cognito.js');
  const created = await createUser(account);
  const sub = created === 'exists' ? await findUserSub(account.email) : created;
  if (!sub) throw new Error(`cognito-local returned no sub for ${account.email}`);
  if (created !== 'exists' && account.admin) await addToGroup(account.email, ADMIN_GROUP);
  if (created !== 'exists' && account.rider) await addToGroup(account.email, RIDER_GROUP);
  if (created !== 'exists' && account.picker) await addToGroup(account.email, PICKER_GROUP);
  return sub;
}

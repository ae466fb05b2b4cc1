import type { StackPorts } from '../../local/config.js';

export const TEST_PORTS: StackPorts = { gateway: 13000, dynamodb: 13001, s3: 13002, cognito: 13003, ses: 13004 };

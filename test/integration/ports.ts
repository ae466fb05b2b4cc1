import type { StackPorts } from '../../local/config.js';

/** Five ports from IT_PORT_BASE (default 13000), apart from `npm start`'s; override to run suites side by side. */
const base = Number.parseInt(process.env.IT_PORT_BASE ?? '13000', 10);

export const TEST_PORTS: StackPorts = { gateway: base, dynamodb: base + 1, s3: base + 2, cognito: base + 3, ses: base + 4 };

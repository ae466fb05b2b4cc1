import fs from 'node:fs';
import { LOCAL_DATA_DIR } from './stack.js';

/** `npm run reset`: wipes the local stack's data; the next `npm start` seeds afresh. */
fs.rmSync(LOCAL_DATA_DIR, { recursive: true, force: true });
console.log(`Removed ${LOCAL_DATA_DIR}`);

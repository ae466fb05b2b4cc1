import { onPartDied } from './services.js';

/**
 * One process runs the gateway and the handlers, and starts DynamoDB Local and cognito-local as
 * children: if any of them ends unasked, or this process fails with an error nothing caught, the
 * others are stopped too (their ports are free for the next start) and the message says which part
 * it was. `stopAll` stops every part started so far.
 */
export function stopAllWhenAPartDies(stopAll: () => Promise<void>): (part: string, how: string) => void {
  let dying = false;
  const die = (part: string, how: string) => {
    if (dying) return;
    dying = true;
    console.error(`The local stack is stopping: ${part} ${how}.`);
    void stopAll()
      .catch((err: unknown) => console.error('Stopping the other parts failed:', err))
      .finally(() => process.exit(1));
  };
  onPartDied(die);
  const failed = (err: unknown) => die('the gateway process (API, WebSocket, S3 and SES stand-ins)', `failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.on('uncaughtException', failed);
  process.on('unhandledRejection', failed);
  return die;
}

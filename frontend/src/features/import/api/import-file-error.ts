/** Why a file is not sent (said on the page, before the server is asked). */
export class ImportFileError extends Error {
  override name = 'ImportFileError';
}

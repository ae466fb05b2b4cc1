import { useEffect } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExportStatusReply, ImportStatusReply } from '@core/contracts/import-export';
import { IMPORT_MAX_BYTES } from '@core/limits';
import { api } from '@/lib/api-client';
import { productKeys } from '@/entities/product/keys';
import { ImportFileError } from './import-file-error';
import { withUploadedPictures, type PictureProblem, type PictureProgress } from './import-pictures';

export const importKeys = {
  all: ['import'] as const,
  status: (jobId: string) => [...importKeys.all, 'status', jobId] as const,
};

/** Why a file is not sent at all (the server checks again, and the job checks the content). */
export function importFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const csv = file.type === 'text/csv' || file.type === 'application/vnd.ms-excel' || file.name.toLowerCase().endsWith('.csv');
  if (!csv) return 'Please choose a CSV file (.csv)';
  if (file.size <= 0) return 'That file is empty';
  if (file.size > IMPORT_MAX_BYTES) return `Files must be at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB`;
  return null;
}

export interface ImportInput {
  file: File;
  /** Pictures chosen with the CSV, named by file name in its images column (import-pictures.ts). */
  pictures: readonly File[];
  createMissingCategories: boolean;
  onPictures: (progress: PictureProgress) => void;
}

/**
 * Uploads the pictures chosen with it, then the CSV (presigned PUT, purpose 'import'), then starts
 * its import: the job's id, and the pictures that were not uploaded.
 */
async function uploadAndImport(input: ImportInput): Promise<{ jobId: string; pictureProblems: PictureProblem[] }> {
  const chosen = importFileProblem(input.file);
  if (chosen) throw new ImportFileError(chosen);
  const { file, problems } = input.pictures.length > 0 ? await withUploadedPictures(input.file, input.pictures, input.onPictures) : { file: input.file, problems: [] };
  const problem = importFileProblem(file);
  if (problem) throw new ImportFileError(problem);
  const { data: upload } = await api.post('/api/file/upload', { contentType: 'text/csv', size: file.size, purpose: 'import' });
  let response: Response;
  try {
    response = await fetch(upload.uploadUrl, { method: 'PUT', headers: upload.headers, body: file });
  } catch {
    throw new ImportFileError('The upload failed: check your connection and try again');
  }
  if (!response.ok) throw new ImportFileError(`The upload failed (${response.status})`);
  await response.arrayBuffer().catch(() => undefined);
  const { data } = await api.post('/api/product/import', { key: upload.key, createMissingCategories: input.createMissingCategories });
  return { jobId: data.jobId, pictureProblems: problems };
}

export function useStartImport() {
  return useMutation({ mutationFn: uploadAndImport });
}

const running = (status: ImportStatusReply | undefined) => !status || status.state === 'queued' || status.state === 'running';

export const importStatusQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: importKeys.status(jobId),
    queryFn: async () => (await api.post('/api/product/import-status', { jobId })).data,
    // Once a second while it runs; a finished import's status never changes.
    refetchInterval: (query) => (running(query.state.data) ? 1000 : false),
  });

/** The import's status, polled each second until it is done; the shop's product lists reload then. */
export function useImportStatus(jobId: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...importStatusQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
  const finished = query.data !== undefined && !running(query.data);
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: productKeys.all });
  }, [finished, queryClient]);
  return query;
}

/** Queues the catalog's export: its job's id and the presigned GET its file will have. */
export function useExportProducts() {
  return useMutation({ mutationFn: async () => (await api.post('/api/product/export', {})).data });
}

/** Queues the export of a date range's orders. */
export function useExportOrders() {
  return useMutation({ mutationFn: async (range: { from: string; to: string; storeId?: string }) => (await api.post('/api/order/export', range)).data });
}

export const exportKeys = {
  all: ['export'] as const,
  status: (jobId: string) => [...exportKeys.all, 'status', jobId] as const,
};

export const exportRunning = (status: ExportStatusReply | undefined) => !status || status.state === 'queued' || status.state === 'running';

export const exportStatusQueryOptions = (jobId: string) =>
  queryOptions({
    queryKey: exportKeys.status(jobId),
    queryFn: async () => (await api.post('/api/export/status', { jobId })).data,
    // Once a second while the job runs; a finished export's status never changes.
    refetchInterval: (query) => (exportRunning(query.state.data) ? 1000 : false),
  });

/** An export job's status, polled each second until it is done or failed. */
export function useExportStatus(jobId: string | undefined) {
  return useQuery({ ...exportStatusQueryOptions(jobId ?? ''), enabled: jobId !== undefined });
}

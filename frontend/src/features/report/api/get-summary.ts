import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ReportSummary } from '@core/contracts/report';
import { api } from '@/lib/api-client';
import { useLive } from '@/lib/live/use-live';

export interface SummaryRange {
  from: string;
  to: string;
  storeId?: string;
}

export const reportKeys = {
  all: ['report'] as const,
  summary: (range: SummaryRange) => [...reportKeys.all, 'summary', range] as const,
};

/** POST /api/report/summary (admin): the figures of a range of days. */
export async function getSummary(range: SummaryRange): Promise<ReportSummary> {
  const { data } = await api.post('/api/report/summary', { from: range.from, to: range.to, ...(range.storeId ? { storeId: range.storeId } : {}) });
  if (!data) throw new Error('The summary came back empty');
  return data;
}

/** Without the live channel the figures refresh every 30 s. */
export const SUMMARY_REFRESH_MS = 30_000;

export const summaryQueryOptions = (range: SummaryRange) =>
  queryOptions({
    queryKey: reportKeys.summary(range),
    queryFn: () => getSummary(range),
    refetchInterval: SUMMARY_REFRESH_MS,
    placeholderData: (previous) => previous,
  });

/**
 * How long after an order's live change the figures are read again: the dashboard's consumer reads
 * the same stream as the live push, so its write lands a moment after the message.
 */
const AFTER_CHANGE_MS = 1500;

export function useSummary(range: SummaryRange) {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const refresh = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void queryClient.invalidateQueries({ queryKey: reportKeys.all }), AFTER_CHANGE_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  useLive({ order: refresh, resync: refresh });
  return useQuery(summaryQueryOptions(range));
}

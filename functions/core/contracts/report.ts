import * as z from 'zod';
import type { ReportSummary } from '../report.js';
import type { Call, NoBody } from './envelope.js';
import { calendarDay as day, id } from './fields.js';

/** The operator's calls: the sales dashboard's summary and the low-stock badge. */

/** Days in the stores' time zone, inclusive; both absent: today; one absent: that one day. */
export const reportSummaryBody = z.object({ from: day.optional(), to: day.optional(), storeId: id.optional() });

/** Products at or below their low-stock threshold at a store now. */
export interface LowStockCount {
  storeId: string;
  name: string;
  low: number;
  out: number;
}

export type { ReportSummary };

export interface ReportCalls {
  'POST /api/report/summary': Call<z.input<typeof reportSummaryBody>, ReportSummary>;
  'GET /api/store/low-stock': Call<NoBody, LowStockCount[]>;
}

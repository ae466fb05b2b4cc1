import { reportSummaryBody, type ReportSummary } from '../../core/contracts/report.js';
import { reportSummary } from '../../services/reports/report.js';
import { route, type Answer } from '../route.js';

/** The sales dashboard's figures of a range of days (default today), of one store or all. */
export const handler = route({ auth: 'admin', body: reportSummaryBody }, async ({ body }): Promise<Answer<ReportSummary>> => {
  return { message: 'Summary', data: await reportSummary(body) };
});

import { AdminGuard } from '@/features/auth/components/admin-guard';
import { ExportPanel } from '@/features/import/components/export-panel';
import { ImportPanel } from '@/features/import/components/import-panel';

/** /dashboard/import (admin): bulk import of products from CSV, exports of products and orders. */
export function ImportExportRoute() {
  return (
    <AdminGuard>
      <title>Import / Export · QuickBasket</title>
      <div className="space-y-4">
        <h1 className="rounded-2xl border border-line bg-white px-4 py-3 text-xl font-bold text-ink shadow-sm">Import / Export</h1>
        <ImportPanel />
        <ExportPanel />
      </div>
    </AdminGuard>
  );
}

import { AdminGuard } from '../../../features/auth/components/admin-guard';
import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function UploadProductRoute() {
  return (
    <AdminGuard>
      <title>Upload Product · QuickBasket</title>
      <ComingSoon title="Upload Product" />
    </AdminGuard>
  );
}

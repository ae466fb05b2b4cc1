import { useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import type { ApiOffer } from '@core/contracts/offer';
import { formatPaise } from '@core/money';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Skeleton } from '@/components/skeleton';
import { useStores } from '@/entities/store/stores';
import { errorMessage } from '@/lib/api-client';
import { useDeleteOffer, useOffers, useSaveOffer } from '@/features/offer/api/offers';
import { toFormValues, toRequest } from '@/features/offer/offer-form';
import { OfferFormDialog } from './offer-form-dialog';

/** What the offer takes off, from what cart and where, in a line (`storeName` names a store by id). */
function termsText(o: ApiOffer, storeName: (id: string) => string | undefined): string {
  const where = o.storeIds.map((id) => storeName(id) ?? 'a deleted store').join(', ');
  const off = o.kind === 'percent' ? `${o.percent}% off${o.capPaise ? ` up to ${formatPaise(o.capPaise)}` : ''}` : o.kind === 'flat' ? `${formatPaise(o.flatPaise)} off` : 'Free delivery';
  return [off, o.minCartPaise ? `over ${formatPaise(o.minCartPaise)}` : '', o.firstOrderOnly ? 'first order' : '', o.storeIds.length ? `only at ${where}` : ''].filter(Boolean).join(' · ');
}

/** /dashboard/offers: every offer and coupon with its uses; add, edit, deactivate, delete. */
export function OfferAdmin() {
  const offers = useOffers();
  const stores = useStores();
  // Until the stores are loaded a store is just "a store"; once loaded, one not among them is gone.
  const storeName = (id: string) => (stores.data ? stores.data.find((s) => s._id === id)?.name : 'a store');
  const save = useSaveOffer();
  const remove = useDeleteOffer();
  const [editing, setEditing] = useState<ApiOffer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ApiOffer | null>(null);

  const toggle = (o: ApiOffer) =>
    save.mutate(
      { update: { ...toRequest({ ...toFormValues(o), active: !o.active }), _id: o._id } },
      { onSuccess: () => toast.success(o.active ? 'Offer deactivated' : 'Offer activated'), onError: (e) => toast.error(errorMessage(e)) },
    );

  return (
    <AdminPage
      id="offers-title"
      title="Offers"
      query={offers}
      items={offers.data}
      addLabel="Add offer"
      onAdd={() => setEditing('new')}
      skeleton={<Skeleton className="h-40 w-full rounded-xl" />}
      errorTitle="Offers could not be loaded"
      empty={{ title: 'No offers yet', description: 'Coupons and automatic offers you add show here.' }}
      list={(items) => (
        <ul aria-label="Offers" className="flex flex-col divide-y divide-line rounded-xl bg-white">
          {items.map((o) => (
            <li key={o._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-bold text-ink">
                  {o.code ?? 'Automatic'} <span className="font-medium text-ink-muted">· {o.title}</span>
                  {o.active ? null : <span className="ml-2 rounded bg-slate-100 px-1.5 text-xs text-ink-muted">Inactive</span>}
                </p>
                <p className="text-xs text-ink-muted">{termsText(o, storeName)}</p>
                <p className="text-xs text-ink-muted">
                  Used {o.uses}
                  {o.totalLimit ? ` of ${o.totalLimit}` : ''}
                  {o.perShopperLimit ? ` · ${o.perShopperLimit} per shopper` : ''}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => setEditing(o)} aria-label={`Edit ${o.code ?? o.title}`}>
                  Edit
                </Button>
                <Button variant="ghost" size="sm" disabled={save.isPending} onClick={() => toggle(o)} aria-label={`${o.active ? 'Deactivate' : 'Activate'} ${o.code ?? o.title}`}>
                  {o.active ? 'Deactivate' : 'Activate'}
                </Button>
                <Button variant="danger-outline" size="sm" onClick={() => setDeleting(o)} aria-label={`Delete ${o.code ?? o.title}`}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    >
      {editing ? <OfferFormDialog offer={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete ${deleting?.code ?? deleting?.title ?? ''}? Orders that used it keep what they were charged.`}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              toast.success('Offer deleted');
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
      />
    </AdminPage>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { AdminPage } from '@/components/admin-page';
import { Button } from '@/components/button';
import { Skeleton } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { Link } from '@/lib/router';
import { api } from '@/lib/api-client';
import { pickerKeys, useStoresToPick } from '@/features/picker/api/picking';

const pickersKey = [...pickerKeys.all, 'admin-list'] as const;

/**
 * /dashboard/pickers (admin): the pickers and their stores, and Add picker (name, e-mail, store):
 * they are mailed how to set their password, as a new rider is. Admins can pick themselves at /picker.
 */
export function PickerAdmin() {
  const pickers = useQuery({ queryKey: pickersKey, queryFn: async () => (await api.get('/api/picker/get')).data });
  const [adding, setAdding] = useState(false);
  return (
    <AdminPage
      id="pickers-title"
      title="Pickers"
      query={pickers}
      items={pickers.data}
      addLabel="Add Picker"
      onAdd={() => setAdding(true)}
      skeleton={<Skeleton className="h-32 w-full rounded-2xl" />}
      errorTitle="The pickers could not be loaded"
      empty={{ title: 'No pickers yet', description: 'Add the people who pick and pack orders at each store.' }}
      list={(items) => (
        <>
          <p className="text-sm text-ink-muted">
            Admins can pick too: <Link to="/picker" className="font-semibold text-brand underline">open Picking</Link>.
          </p>
          <ul aria-label="Pickers" className="flex flex-col divide-y divide-line rounded-2xl border border-line bg-white">
            {items.map((picker) => (
              <li key={picker._id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span className="font-semibold text-ink">{picker.name}</span>
                <span className="text-ink-muted">
                  {picker.email} · {picker.storeName || 'store removed'}
                  {picker.active ? '' : ' · inactive'}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    >
      {adding ? <AddPicker onClose={() => setAdding(false)} /> : null}
    </AdminPage>
  );
}

function AddPicker({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const stores = useStoresToPick(true);
  const [storeId, setStoreId] = useState('');
  const add = useMutation({
    mutationFn: (body: { name: string; email: string; storeId: string }) => api.post('/api/picker/create', body, { idempotent: true }),
    meta: { silentError: true },
    onSuccess: (reply) => {
      toast.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: pickersKey });
      onClose();
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    add.mutate({ name: String(form.get('name') ?? '').trim(), email: String(form.get('email') ?? '').trim(), storeId: storeId || stores.data?.[0]?._id || '' });
  };
  return (
    <form aria-label="Add picker" onSubmit={onSubmit} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-4">
      <TextField label="Name" name="name" autoComplete="off" required />
      <TextField label="Email" name="email" type="email" autoComplete="off" required />
      <label className="flex flex-col gap-1 text-sm font-semibold text-ink">
        Store
        <select className="h-10 rounded-lg border border-line bg-white px-3" value={storeId || stores.data?.[0]?._id || ''} onChange={(event) => setStoreId(event.target.value)}>
          {(stores.data ?? []).map((store) => (
            <option key={store._id} value={store._id}>
              {store.name}
            </option>
          ))}
        </select>
      </label>
      {add.error ? (
        <p role="alert" className="text-sm font-semibold text-danger">
          {add.error.message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" pending={add.isPending}>
          Add picker
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { useId, useState } from 'react';
import { toast } from 'react-hot-toast/headless';
import type { StoreStockRow } from '@core/contracts/store';
import { PRODUCT_STOCK_MAX } from '@core/limits';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { TextField } from '@/components/text-field';
import { errorMessage } from '@/lib/api-client';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useReceiveStock } from '@/features/store/api/stock-batches';
import { parseStock } from '@/features/store/stock-level';

/**
 * "Receive stock" of one product at the store: a batch of `quantity` units and, when it is
 * perishable, the last day it may be sold. The sellable stock grows at once; the batch leaves it
 * on its own at the store's midnight after that day (docs/stock-batches.md).
 */
export function ReceiveStockDialog({ row, storeId, onClose }: { row: StoreStockRow; storeId: string; onClose: () => void }) {
  const [quantity, setQuantity] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const receive = useReceiveStock(storeId);
  const submitOnce = useSubmitOnce();
  const formId = useId();

  const submit = () =>
    submitOnce((done) => {
      const units = parseStock(quantity, PRODUCT_STOCK_MAX);
      if (units === undefined || units < 1) {
        setProblem(`Quantity must be a whole number from 1 to ${PRODUCT_STOCK_MAX.toLocaleString('en-IN')}.`);
        done();
        return;
      }
      receive.mutate(
        { productId: row.productId, quantity: units, ...(expiresOn ? { expiresOn } : {}) },
        {
          onSettled: done,
          onSuccess: (received) => {
            toast.success(`Received ${units} of ${row.name}: ${received.stock} in stock`);
            onClose();
          },
          onError: (error) => setProblem(errorMessage(error) || 'The stock could not be received. Please try again.'),
        },
      );
    });

  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={`Receive stock: ${row.name}`}
      description="A new batch. Give the last day it may be sold if it is perishable; it leaves the sellable stock at the store's midnight after that day."
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={receive.isPending}>
            Receive
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {problem ? (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm font-medium text-danger">
            {problem}
          </p>
        ) : null}
        <TextField label="Quantity" data-autofocus type="number" inputMode="numeric" min={1} max={PRODUCT_STOCK_MAX} step={1} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
        <TextField label="Expiry (last day for sale)" type="date" value={expiresOn} onChange={(event) => setExpiresOn(event.target.value)} hint="Leave empty for stock that does not expire." />
      </form>
    </Dialog>
  );
}

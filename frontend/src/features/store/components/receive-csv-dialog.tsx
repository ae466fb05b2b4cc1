import { useId, useState } from 'react';
import type { ReceivedCsv } from '@core/contracts/store-batches';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { useSubmitOnce } from '@/lib/use-submit-once';
import { useReceiveStockCsv } from '@/features/store/api/stock-batches';

/** The call's limit on the file's text (functions/core/contracts/store-batches.ts receiveCsvBody): refused here before it is sent. */
const MAX_CHARACTERS = 100_000;

/**
 * "Receive by CSV": a delivery's batches from a file, one per row (`sku` or `productId`,
 * `quantity`, `expiresOn`), each received as "Receive stock" receives one. The answer says how
 * many were received, how many the same file had received before, and each bad row's problem.
 */
export function ReceiveCsvDialog({ storeId, storeName, onClose }: { storeId: string; storeName: string; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<ReceivedCsv | null>(null);
  const receive = useReceiveStockCsv(storeId);
  const submitOnce = useSubmitOnce();
  const formId = useId();
  const fileId = useId();

  const submit = () =>
    submitOnce((done) => {
      if (!file) {
        setProblem('Choose a CSV file first.');
        done();
        return;
      }
      file.text().then(
        (csv) => {
          if (csv.length > MAX_CHARACTERS) {
            setProblem('The file is too long: at most 200 rows at once.');
            done();
            return;
          }
          setProblem(null);
          receive.mutate(csv, {
            onSettled: done,
            onSuccess: (received) => setResult(received),
            onError: (error) => setProblem(errorMessage(error) || 'The file could not be received. Please try again.'),
          });
        },
        () => {
          setProblem('The file could not be read. Choose it again.');
          done();
        },
      );
    });

  return (
    <Dialog
      open
      onClose={onClose}
      size="md"
      title={`Receive by CSV at ${storeName}`}
      description="One batch per row. Columns: sku (or productId), quantity, expiresOn (yyyy-mm-dd, empty for stock that does not expire). Uploading the same file again receives nothing twice."
      footer={
        <>
          <Button variant="ghost" className="border border-line bg-white" onClick={onClose}>
            {result ? 'Done' : 'Cancel'}
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
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          CSV file
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          data-autofocus
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
          }}
          className="text-sm"
        />
        {result ? <ReceiptResult result={result} /> : null}
      </form>
    </Dialog>
  );
}

function ReceiptResult({ result }: { result: ReceivedCsv }) {
  return (
    <div role="status" className="flex flex-col gap-2 text-sm">
      <p className="font-semibold text-ink">
        {result.received} received, {result.alreadyReceived} received before, {result.failed} failed (of {result.rows} rows)
      </p>
      {result.errors.length > 0 ? (
        <ul aria-label="Rows not received" className="flex flex-col gap-1 text-danger">
          {result.errors.map((e) => (
            <li key={`${e.row}-${e.column}`}>
              Row {e.row}, {e.column}: {e.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-hot-toast/headless';
import { Button } from '@/components/button';
import { LoadError } from '@/components/load-error';
import { ProductImage } from '@/components/product-image';
import { Skeleton } from '@/components/skeleton';
import { formatInr } from '@/lib/money';
import { useMarkUnavailable, usePacked, usePickList, useScan, type PickLine, type PickList } from '@/features/picker/api/picking';
import { canScanWithCamera } from '@/features/picker/camera';
import { CameraScanner } from './camera-scanner';

/**
 * One order's pick list in shelf order: each line with its picture, name, unit, quantity and how
 * many are scanned; a code field (typed, or read by the camera where the browser can) that the
 * server checks; "Not available" per line; Packed once every line is done or unavailable.
 */
export function PickListView({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const list = usePickList(orderId);
  if (list.isPending) return <Skeleton className="h-72 w-full rounded-2xl" />;
  if (list.isError) return <LoadError title="This order could not be opened" description={list.error.message} query={list} />;
  return <Picking list={list.data} onDone={onDone} />;
}

/** Units of a line's own product still to pick. */
const ownLeft = (l: PickLine) => l.quantity - l.scanned - l.unavailable;
/** Units of its accepted substitute still to scan into the bag. */
const swapLeft = (l: PickLine) => (l.substitute?.status === 'accepted' ? l.substitute.quantity - l.substitute.scanned : 0);

function Picking({ list, onDone }: { list: PickList; onDone: () => void }) {
  const scan = useScan();
  const packed = usePacked();
  const [said, setSaid] = useState<{ text: string; wrong: boolean } | null>(null);
  const [camera, setCamera] = useState<string | null | undefined>(undefined);
  const [chosen, setChosen] = useState<string | null>(null);
  const codeId = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  // The line the code field is for: the one tapped, else the first still to pick in shelf order.
  const open = list.lines.filter((l) => ownLeft(l) + swapLeft(l) > 0);
  const current = open.find((l) => l.lineId === chosen) ?? open[0];

  const check = (code: string, lineId?: string) => {
    scan.mutate(
      { orderId: list._id, code, ...(lineId ? { lineId } : {}) },
      {
        onSuccess: (next) => {
          const swap = changedSubstitute(list, next);
          const line = next.lines.find((l) => lineId === l.lineId) ?? changedLine(list, next);
          setSaid({ text: swap ? `${swap.name}: ${swap.scanned} of ${swap.quantity} scanned` : line ? `${line.name}: ${line.scanned} of ${line.quantity} scanned` : 'Scanned', wrong: false });
          if (codeRef.current) codeRef.current.value = '';
        },
        onError: (error) => setSaid({ text: error.message, wrong: true }),
      },
    );
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeRef.current?.value.trim() ?? '';
    if (code) check(code, current?.lineId);
  };

  return (
    <>
      <div className="-mt-3 flex items-baseline justify-between gap-2">
        <p className="text-sm text-ink-muted">
          Order <span className="font-semibold text-ink">{list.orderId}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Back to orders
        </Button>
      </div>
      <ol aria-label="Pick list" className="flex flex-col gap-3">
        {list.lines.map((line) => (
          <Line
            key={line.lineId}
            orderId={list._id}
            line={line}
            current={line.lineId === current?.lineId}
            onChoose={() => {
              setChosen(line.lineId);
              codeRef.current?.focus();
            }}
            onCamera={canScanWithCamera() ? () => setCamera(line.lineId) : undefined}
          />
        ))}
      </ol>
      {camera !== undefined ? (
        <CameraScanner
          onCode={(code) => {
            setCamera(undefined);
            check(code, camera ?? undefined);
          }}
          onClose={() => setCamera(undefined)}
        />
      ) : null}
      {/* The thumb's reach: the code field and Packed stay at the bottom of the screen. */}
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-line bg-white p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)]">
        <div className="mx-auto flex max-w-lg flex-col gap-2">
          {current ? (
            <p className="truncate text-sm text-ink">
              Now: <span className="font-semibold">{ownLeft(current) === 0 && current.substitute ? `${current.substitute.name}, the replacement` : current.name}</span>
              {current.shelf ? ` · shelf ${current.shelf}` : ''}
            </p>
          ) : null}
          <p role={said?.wrong ? 'alert' : 'status'} className={said?.wrong ? 'text-sm font-semibold text-danger' : 'text-sm text-brand-hover'}>
            {said?.text ?? ''}
          </p>
          <form onSubmit={onSubmit} className="flex gap-2">
            <label htmlFor={codeId} className="sr-only">
              {current ? `Barcode of ${current.name}` : 'Barcode'}
            </label>
            <input
              id={codeId}
              ref={codeRef}
              inputMode="numeric"
              autoComplete="off"
              placeholder="Type the barcode"
              className="h-12 min-w-0 flex-1 rounded-lg border border-line px-3 text-base"
            />
            <Button type="submit" size="lg" variant="outline" pending={scan.isPending}>
              Check
            </Button>
            {canScanWithCamera() ? (
              <Button size="lg" variant="outline" onClick={() => setCamera(null)} aria-label="Scan with the camera">
                Camera
              </Button>
            ) : null}
          </form>
          <Button
            size="lg"
            className="w-full"
            disabled={!list.complete}
            pending={packed.isPending}
            onClick={() =>
              packed.mutate(list._id, {
                onSuccess: (reply) => {
                  const off = reply.data.unavailablePaise;
                  toast.success(off > 0 ? `Packed. ${formatInr(off / 100)} not charged for what was missing` : 'Packed');
                  onDone();
                },
                onError: (error) => setSaid({ text: error.message, wrong: true }),
              })
            }
          >
            Packed
          </Button>
        </div>
      </div>
    </>
  );
}

/** The substitute whose scanned count went up, if the scan counted one. */
function changedSubstitute(before: PickList, after: PickList): NonNullable<PickLine['substitute']> | undefined {
  return after.lines.map((l) => l.substitute).find((s) => s && (before.lines.find((b) => b.lineId === s.lineId)?.substitute?.scanned ?? 0) !== s.scanned) ?? undefined;
}

/** The line whose scanned count went up (the code field names no line: the server chose it). */
function changedLine(before: PickList, after: PickList): PickLine | undefined {
  return after.lines.find((l) => (before.lines.find((b) => b.lineId === l.lineId)?.scanned ?? 0) !== l.scanned);
}

interface LineProps {
  orderId: string;
  line: PickLine;
  /** The code field is for this line now. */
  current: boolean;
  onChoose: () => void;
  onCamera: (() => void) | undefined;
}

function Line({ orderId, line, current, onChoose, onCamera }: LineProps) {
  const markUnavailable = useMarkUnavailable();
  const left = ownLeft(line);
  const [asking, setAsking] = useState(false);
  const [quantity, setQuantity] = useState(left);
  // An accepted substitute is scanned into the bag as any line is: the line is done once it is.
  const done = left === 0 && swapLeft(line) === 0;
  return (
    <li
      className={`flex flex-col gap-2 rounded-2xl border-2 bg-white p-3 shadow-sm ${done ? 'border-brand' : current ? 'border-accent-strong' : 'border-line'}`}
      aria-label={`${line.name}, ${done ? 'done' : `${left} to pick`}`}
    >
      <div className="flex gap-3">
        {/* The box holds the picture to 64 px: the picture itself fills its box's width, which squeezed the line's text to nothing on a phone. */}
        <div className="size-16 shrink-0 overflow-hidden rounded-lg">
          <ProductImage src={line.image ?? undefined} alt="" size={64} />
        </div>
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">{line.name}</p>
          <p className="text-sm text-ink-muted">
            {line.unit} · <span className="font-bold text-ink">Qty {line.quantity}</span>
            {line.shelf ? <span className="ml-1 rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-ink">Shelf {line.shelf}</span> : null}
          </p>
          {/* First expiry, first out: the batch to take from, by its expiry date as printed on the pack. */}
          {line.batch?.expiresOn ? <p className="text-sm font-semibold text-ink">Take the batch expiring {line.batch.expiresOn}</p> : null}
          <p className={done ? 'text-sm font-semibold text-brand-hover' : 'text-sm text-ink'}>
            {line.scanned} of {line.quantity} scanned{line.unavailable > 0 ? ` · ${line.unavailable} not available` : ''}
            {!line.hasBarcode ? ' · no barcode yet' : ''}
          </p>
          {line.substitute ? <SubstituteNote substitute={line.substitute} /> : null}
        </div>
      </div>
      {!done && left === 0 ? (
        <Button variant={current ? 'secondary' : 'outline'} className="w-full" aria-pressed={current} aria-label={`Pick ${line.substitute?.name ?? line.name} now`} onClick={onChoose}>
          {current ? 'Scanning the replacement' : 'Scan the replacement'}
        </Button>
      ) : !done ? (
        asking ? (
          <div className="flex items-center gap-2">
            <label className="flex items-center gap-2 text-sm text-ink">
              Not available
              <input
                type="number"
                min={1}
                max={left}
                value={quantity}
                onChange={(event) => setQuantity(Number(event.target.value))}
                className="h-10 w-16 rounded-lg border border-line px-2 text-base"
              />
            </label>
            <Button
              variant="danger"
              pending={markUnavailable.isPending}
              disabled={quantity < 1 || quantity > left}
              onClick={() =>
                markUnavailable.mutate(
                  { orderId, lineId: line.lineId, quantity },
                  { onSuccess: () => setAsking(false), onError: (error) => toast.error(error.message) },
                )
              }
            >
              Mark {quantity} unavailable
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              Cancel
            </Button>
          </div>
        ) : (
          <div className="flex gap-2">
            <Button variant={current ? 'secondary' : 'outline'} className="flex-1" aria-pressed={current} aria-label={`Pick ${line.name} now`} onClick={onChoose}>
              {current ? 'Picking now' : 'Pick now'}
            </Button>
            {onCamera ? (
              <Button variant="outline" className="flex-1" onClick={onCamera} aria-label={`Scan ${line.name} with the camera`}>
                Scan
              </Button>
            ) : null}
            <Button
              variant="danger-outline"
              className="flex-1"
              aria-label={`${line.name} not available`}
              onClick={() => {
                setQuantity(left);
                setAsking(true);
              }}
            >
              Not available
            </Button>
          </div>
        )
      ) : null}
    </li>
  );
}

const SUBSTITUTE_STATUS: Record<NonNullable<PickLine['substitute']>['status'], string> = {
  pending: 'asked the shopper',
  accepted: 'accepted: scan it into the bag',
  rejected: 'rejected: nothing instead',
  sold_out: 'ran out: nothing instead',
};

/** The substitute offered to the shopper for the missing units, and what became of it (the shopper answers live). */
function SubstituteNote({ substitute }: { substitute: NonNullable<PickLine['substitute']> }) {
  return (
    <p className={`text-sm ${substitute.status === 'accepted' ? 'font-semibold text-brand-hover' : 'text-ink'}`}>
      Replacement: {substitute.name} {substitute.unit} × {substitute.quantity} · {SUBSTITUTE_STATUS[substitute.status]}
      {substitute.status === 'accepted' ? ` (${substitute.scanned} of ${substitute.quantity} scanned)` : ''}
      {substitute.status === 'pending' ? ` (until ${new Date(substitute.decideBy).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })})` : ''}
    </p>
  );
}

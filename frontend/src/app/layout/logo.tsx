import { Link } from '@/lib/router';

export function Logo() {
  return (
    <Link to="/" className="group flex shrink-0 items-center gap-2 rounded-lg" aria-label="QuickBasket, 10 minute delivery, home">
      <span className="flex size-10 items-center justify-center rounded-xl bg-white shadow-sm ring-1 ring-black/5 lg:size-11">
        <svg viewBox="0 0 32 32" className="size-7" aria-hidden="true">
          <path d="M11.5 12 15 6.5M20.5 12 17 6.5" stroke="#1c1c1c" strokeWidth="2.2" strokeLinecap="round" />
          <path d="M5.5 12h21l-2.4 11.6a2.2 2.2 0 0 1-2.2 1.8H10.1a2.2 2.2 0 0 1-2.2-1.8z" fill="#0c831f" />
          <path d="m17.2 14.5-3.4 5h3l-1.2 4 3.6-5.3h-3z" fill="#f8cb46" />
        </svg>
      </span>
      {/* The icon alone on phones and below 1280 px on one row: the delivery location takes the room. */}
      <span className="flex flex-col leading-none max-sm:hidden lg:max-xl:hidden">
        <span className="text-[1.2rem] font-black tracking-tight text-ink sm:text-[1.35rem] lg:text-2xl">
          Quick<span className="text-brand">Basket</span>
        </span>
        <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-ink px-1.5 py-0.5 text-[10px] font-bold tracking-wide text-accent uppercase">
          <svg viewBox="0 0 12 12" className="size-2.5" aria-hidden="true">
            <path d="M7 .5 2 7h3.2L4.5 11.5 10 4.8H6.6z" fill="currentColor" />
          </svg>
          10 MIN delivery
        </span>
      </span>
    </Link>
  );
}

import basketUrl from '@/assets/home-basket.svg?no-inline';

const highlights = [
  { title: 'Superfast Delivery', text: 'At your door in as little as 10 minutes', icon: <BoltIcon /> },
  { title: 'Best Prices & Offers', text: 'Everyday low prices and fresh deals', icon: <TagIcon /> },
  { title: 'Wide Assortment: 5000+ products', text: 'Fruits, dairy, snacks and household needs', icon: <GridIcon /> },
];

/**
 * The home hero: drawn in CSS and SVG; only the wide-screen illustration is a (small, static) image.
 * On phones it is a compact strip (headline only, highlights as one row of chips), so the category
 * tiles start on the first screen; from 640 px up it has its full look.
 */
export function HomeBanner() {
  return (
    <section aria-labelledby="home-banner-title" className="flex flex-col gap-2.5 sm:gap-3 lg:gap-4">
      <div className="relative isolate overflow-hidden rounded-2xl bg-linear-to-br from-[#0c831f] via-[#13922a] to-[#0a5c17] px-4 py-4 text-white shadow-lg sm:rounded-3xl sm:px-8 sm:py-10 lg:px-12 lg:py-12">
        <Decorations />
        <div className="relative z-10 flex items-center gap-6">
          <div className="max-w-xl">
            <p className="inline-flex items-center gap-1.5 rounded-full bg-accent px-2.5 py-0.5 text-[11px] font-extrabold tracking-wide text-ink uppercase shadow-sm sm:px-3 sm:py-1 sm:text-xs">
              <BoltIcon className="size-3.5" /> Delivery in 10 minutes
            </p>
            <h1 id="home-banner-title" className="mt-2 text-xl leading-tight font-black tracking-tight text-balance sm:mt-4 sm:text-4xl sm:text-wrap lg:text-5xl">
              Groceries &amp; essentials, <span className="text-accent">delivered before you know it</span>
            </h1>
            <p className="mt-3 hidden max-w-md text-sm text-white/85 sm:block sm:text-base">
              Fresh fruit and vegetables, dairy, snacks and daily needs, picked and packed in minutes.
            </p>
            <a
              href="#shop-by-category"
              className="mt-6 hidden h-11 items-center gap-2 rounded-xl bg-white px-5 text-sm font-bold text-brand shadow-md transition-transform hover:-translate-y-0.5 sm:inline-flex sm:text-base"
            >
              Shop now
              <svg viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
                <path d="M4 10h12m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </a>
          </div>
          {/* Milk, bread and fruit in a basket, from 768 px up; lazy, so phones never fetch it. */}
          <img
            src={basketUrl}
            alt=""
            width={260}
            height={220}
            loading="lazy"
            className="ml-auto hidden h-52 w-auto shrink-0 drop-shadow-xl md:block lg:h-64"
          />
        </div>
      </div>
      {/* A sideways scroller on phones: focusable so a keyboard can scroll it too. */}
      <ul
        tabIndex={0}
        aria-label="Why QuickBasket"
        className="scrollbar-none -mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2.5 overflow-x-auto px-3 sm:mx-0 sm:grid sm:grid-cols-3 sm:overflow-visible sm:px-0 lg:gap-4">
        {highlights.map((item) => (
          <li key={item.title} className="flex shrink-0 snap-start items-center gap-2 rounded-full border border-line bg-white py-1.5 pr-3.5 pl-1.5 shadow-sm sm:w-auto sm:gap-3 sm:rounded-2xl sm:px-4 sm:py-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft text-ink sm:size-10 sm:rounded-xl">{item.icon}</span>
            <span className="min-w-0">
              <span className="block text-[13px] font-bold whitespace-nowrap text-ink sm:text-sm sm:whitespace-normal">{item.title}</span>
              <span className="hidden text-xs text-ink-muted sm:block">{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Decorations() {
  return (
    <svg className="absolute inset-0 -z-0 size-full" preserveAspectRatio="xMidYMid slice" viewBox="0 0 400 200" aria-hidden="true">
      <circle cx="370" cy="-10" r="120" fill="#ffffff" opacity="0.06" />
      <circle cx="300" cy="210" r="90" fill="#f8cb46" opacity="0.12" />
      <circle cx="30" cy="190" r="60" fill="#ffffff" opacity="0.05" />
    </svg>
  );
}

function BoltIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <path d="M13.5 2 4 14h6.5L9.5 22 20 9.5h-6.8z" fill="currentColor" />
    </svg>
  );
}

function TagIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9z" strokeLinejoin="round" />
      <circle cx="8" cy="8" r="1.6" fill="currentColor" />
    </svg>
  );
}

function GridIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
      <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
      <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
    </svg>
  );
}

import { Suspense, lazy } from 'react';
import { DeliveryLocation } from '@/features/location/components/delivery-location';
import { SearchBar } from '@/features/search/components/search-bar';
import { AccountSlot } from './account-slot';
import { CartButton } from './cart-button';
import { Logo } from './logo';

const loadPicker = () => import('./location-picker');
// The location picker (its dialog, the saved addresses) loads when about to be opened, never with the home page.
const LocationPicker = lazy(() => loadPicker().then((module) => ({ default: module.LocationPicker })));

/**
 * SPEC "Layout": sticky header with logo, search bar, Login or Account, and the cart button; issue
 * 23 adds the delivery location beside the logo (on phones it takes the wordmark's place).
 */
export function Header() {
  return (
    <header className="sticky top-0 z-40 bg-accent shadow-[0_1px_0_rgba(0,0,0,0.08),0_4px_12px_-6px_rgba(0,0,0,0.15)]">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2.5 px-2.5 pt-2.5 pb-3 sm:px-4 lg:h-20 lg:flex-nowrap lg:gap-x-6 lg:px-6 lg:py-0">
        <Logo />
        <div className="flex min-w-0 flex-1 lg:max-w-72 lg:flex-none">
          <DeliveryLocation
            onIntent={() => void loadPicker()}
            picker={(close) => (
              <Suspense fallback={null}>
                <LocationPicker onClose={close} />
              </Suspense>
            )}
          />
        </div>
        <div className="order-last w-full lg:order-none lg:w-auto lg:max-w-2xl lg:flex-1">
          <SearchBar />
        </div>
        <nav aria-label="Account and cart" className="ml-auto flex items-center gap-1.5 sm:gap-3">
          <AccountSlot />
          <CartButton />
        </nav>
      </div>
    </header>
  );
}

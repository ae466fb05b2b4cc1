import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function AddressRoute() {
  return (
    <>
      <title>Address · QuickBasket</title>
      <ComingSoon title="Address" />
    </>
  );
}

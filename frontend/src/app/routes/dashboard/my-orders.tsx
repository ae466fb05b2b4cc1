import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function MyOrdersRoute() {
  return (
    <>
      <title>Order · QuickBasket</title>
      <ComingSoon title="Order" />
    </>
  );
}

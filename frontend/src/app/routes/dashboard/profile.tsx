import { ComingSoon } from '../../../components/coming-soon';

/** Placeholder: filled in by its own slice of work. */
export function ProfileRoute() {
  return (
    <>
      <title>Profile · QuickBasket</title>
      <ComingSoon title="Profile" />
    </>
  );
}

// An order's number in a desk's table, linking to the order's page on the orders desk.
import { Link } from "react-router";

export function DeskOrderLink({
  orderId,
  orderNumber,
}: {
  orderId: string;
  /** Null only where a left join found no order (the paybill's table): the link shows no number. */
  orderNumber: string | null;
}) {
  return (
    <Link to={`/admin/orders/${orderId}`} className="font-semibold text-brand-700 underline">
      {orderNumber}
    </Link>
  );
}

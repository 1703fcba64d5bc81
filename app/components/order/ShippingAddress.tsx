// Where an order goes, as a postal address: name, street, town and postal code, country and phone,
// and the e-mail where the customer reads it (the packing slip, which travels on the parcel, leaves
// the e-mail out).
import { useT } from "../../i18n/translate.ts";
import type { CountryCode } from "../../lib/countries.ts";

interface Shipping {
  name: string;
  email: string;
  address: string;
  phone: string;
  city: string;
  postalCode: string;
  country: CountryCode;
}

export function ShippingAddress({
  shipping,
  withEmail,
  className,
}: {
  shipping: Shipping;
  withEmail: boolean;
  className: string;
}) {
  const t = useT();
  return (
    <address className={className}>
      {shipping.name}
      <br />
      {shipping.address}
      <br />
      {shipping.city} {shipping.postalCode}
      <br />
      {t(`common.country.${shipping.country}`)}
      <br />
      {shipping.phone}
      {withEmail ? (
        <>
          <br />
          {shipping.email}
        </>
      ) : null}
    </address>
  );
}

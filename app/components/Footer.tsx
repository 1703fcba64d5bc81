// The footer on every page: company, help, contacts (the #contact anchor) and FAQ, plus social links.
import { Link } from "react-router";

export function Footer() {
  return (
    <footer className="mt-auto bg-stone-900 text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company" className="font-bold text-white">Company</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/" className="hover:underline">About Duka Fashions</Link></li>
            <li><Link to="/type/women" className="hover:underline">Women's wear</Link></li>
            <li><Link to="/type/men" className="hover:underline">Men's wear</Link></li>
            <li>Retail and wholesale</li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="font-bold text-white">Help</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li><Link to="/cart" className="hover:underline">Your cart</Link></li>
            <li>Delivery countrywide for a small fee</li>
            <li>Pay by card, M-Pesa or cash on delivery</li>
            <li>Returns within 7 days, unworn with tags</li>
          </ul>
        </section>
        <section id="contact" aria-labelledby="footer-contact" tabIndex={-1}>
          <h2 id="footer-contact" className="font-bold text-white">Contacts</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>Moi Avenue, Nairobi, Kenya</li>
            <li><a href="tel:+254712345678" className="hover:underline">+254 712 345 678</a></li>
            <li><a href="mailto:hello@dukafashions.co.ke" className="hover:underline">hello@dukafashions.co.ke</a></li>
            <li>Mon to Sat, 8:00 to 19:00</li>
          </ul>
        </section>
        <section aria-labelledby="footer-faq">
          <h2 id="footer-faq" className="font-bold text-white">FAQ</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div><dt className="font-semibold">How long does delivery take?</dt><dd>1 to 3 days in Nairobi, up to 5 days elsewhere.</dd></div>
            <div><dt className="font-semibold">Do you sell wholesale?</dt><dd>Yes, call us for bulk prices.</dd></div>
          </dl>
        </section>
      </div>
      <div className="border-t border-stone-700">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm">
          <p>© Duka Fashions. All prices in Ksh.</p>
          <ul aria-label="Social links" className="flex gap-4">
            <li><a href="https://www.facebook.com/" rel="noopener noreferrer" className="hover:underline">Facebook</a></li>
            <li><a href="https://www.instagram.com/" rel="noopener noreferrer" className="hover:underline">Instagram</a></li>
            <li><a href="https://x.com/" rel="noopener noreferrer" className="hover:underline">X</a></li>
            <li><a href="https://www.tiktok.com/" rel="noopener noreferrer" className="hover:underline">TikTok</a></li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

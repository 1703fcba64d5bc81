// What shoppers say: shown on the landing page and below every item.
const testimonials = [
  { quote: "My kitenge dress arrived in Kisumu in two days and fits perfectly.", name: "Achieng O.", town: "Kisumu" },
  { quote: "Paid with M-Pesa, got my order the next morning. Very reliable.", name: "Brian K.", town: "Nairobi" },
  { quote: "Good prices for wholesale. I restock my boutique from here every month.", name: "Fatuma H.", town: "Mombasa" },
];

export function Testimonials() {
  return (
    <section aria-labelledby="testimonials-heading" className="mt-12">
      <h2 id="testimonials-heading" className="text-xl font-bold">What our customers say</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} className="rounded-lg bg-white p-4 shadow-sm">
            <figure>
              <blockquote className="text-stone-800">“{t.quote}”</blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-stone-700">
                {t.name}, {t.town}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

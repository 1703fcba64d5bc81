// What shoppers say: shown on the landing page and below every item.
import type { MessageKey } from "../i18n/messages/en.ts";
import { useT } from "../i18n/translate.ts";

const testimonials: { quote: MessageKey; name: string; town: string }[] = [
  { quote: "testimonials.achieng", name: "Achieng O.", town: "Kisumu" },
  { quote: "testimonials.brian", name: "Brian K.", town: "Nairobi" },
  { quote: "testimonials.fatuma", name: "Fatuma H.", town: "Mombasa" },
];

export function Testimonials() {
  const t = useT();
  return (
    <section aria-labelledby="testimonials-heading" className="mt-12">
      <h2 id="testimonials-heading" className="text-xl font-bold">
        {t("testimonials.heading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name} className="rounded-lg bg-white p-4 shadow-sm">
            <figure>
              <blockquote className="text-stone-800">“{t(testimonial.quote)}”</blockquote>
              <figcaption className="mt-2 text-sm font-semibold text-stone-700">
                {testimonial.name}, {testimonial.town}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

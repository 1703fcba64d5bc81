// The English texts of below the landing page and every item.

export const testimonials = {
  "testimonials.heading": "What our customers say",
  "testimonials.achieng": "My kitenge dress arrived in Kisumu in two days and fits perfectly.",
  "testimonials.brian": "Paid with M-Pesa, got my order the next morning. Very reliable.",
  "testimonials.fatuma": "Good prices for wholesale. I restock my boutique from here every month.",
} as const;

// The English texts of the landing page.

export const home = {
  "home.title": "Duka Fashions: clothing, shoes and household goods in Kenya",
  "home.description":
    "Shop women's and men's wear, shoes, household items, inner clothes and sports wear. Delivery countrywide.",
  "home.hero.heading": "Fashion and home goods, delivered across Kenya",
  "home.hero.text": "Retail and wholesale prices in Ksh. Pay by card, M-Pesa or cash on delivery.",
  "home.hero.pictureAlt":
    "A rail of dresses, shirts and a jacket, a pile of printed fabrics, a kiondo basket and sandals",
  "home.hero.shopNow": "Shop now",
  "home.hero.allItems": "See every item",
  "home.categories.heading": "Shop by category",
  "home.categories.count": "{count} Products",
  "home.featured.heading": "Featured items",
  "home.featured.none": "Slow internet.... no items to display",
  "home.featured.loading": "Loading featured items",
  "home.featured.slow": "Featured items are taking a while. Browse a category instead: {link}.",
  "home.featured.slowLink": "women's wear",
  "home.promo.heading": "New season kitenge and Ankara styles",
  "home.promo.text": "Bright prints for work, weddings and weekends.",
  "home.promo.link": "Shop women's wear",
  "home.why.heading": "Why choose us",
  "home.why.deliveryTitle": "Countrywide delivery",
  "home.why.deliveryText": "From Mombasa to Lodwar, for a small fee.",
  "home.why.payTitle": "Pay your way",
  "home.why.payText": "Card, M-Pesa or cash on delivery.",
  "home.why.wholesaleTitle": "Retail and wholesale",
  "home.why.wholesaleText": "One piece or a whole bale, at fair prices.",
} as const;

// The Kiswahili texts of the owner's dashboard at /admin and the orders CSV export (staff): the same keys, placeholders and plural forms as the English.
import type { dashboard as english } from "../en/dashboard.ts";

export const dashboard: Record<keyof typeof english, string> = {
  // Dashboard: the owner's figures at a glance ("Muhtasari" = summary/overview).
  "dashboard.title": "Muhtasari",
  "dashboard.heading": "Hali ya duka",
  "dashboard.whatCounts":
    "Oda na mapato yanahesabu kila oda iliyowekwa, iwe imelipwa au la, isipokuwa zilizoghairiwa; mapato ni jumla zake, pamoja na ada za kusafirisha. Siku ni siku za saa za Nairobi.",
  "dashboard.today": "Leo",
  "dashboard.week": "Wiki hii",
  "dashboard.todayAgainst":
    "Jana hadi saa hii: {orders, plural, one {oda #} other {oda #}}, {revenue}",
  "dashboard.weekAgainst":
    "Wiki iliyopita hadi siku na saa hii: {orders, plural, one {oda #} other {oda #}}, {revenue}",
  "dashboard.periodOrders": "{orders, plural, one {oda #} other {oda #}}",
  "dashboard.change.up": "Juu kwa {percent, number}% kuliko kipindi kilichotangulia",
  "dashboard.change.down": "Chini kwa {percent, number}% kuliko kipindi kilichotangulia",
  "dashboard.change.same": "Sawa na kipindi kilichotangulia",
  "dashboard.change.new": "Hakuna katika kipindi kilichotangulia",
  "dashboard.chart.heading": "Siku {days, number} zilizopita",
  "dashboard.chart.revenueTitle": "Mapato kwa siku, siku {days, number} zilizopita",
  "dashboard.chart.ordersTitle": "Oda kwa siku, siku {days, number} zilizopita",
  "dashboard.chart.revenueSummary":
    "{total} katika siku {days, number}. Siku bora: {best} yenye {bestRevenue}. Leo: {today}.",
  "dashboard.chart.ordersSummary":
    "{total, plural, one {Oda #} other {Oda #}} katika siku {days, number}. Siku yenye shughuli nyingi: {best} yenye {bestOrders, plural, one {oda #} other {oda #}}. Leo: {today, plural, one {oda #} other {oda #}}.",
  "dashboard.chart.noneYet": "Bado hakuna oda katika siku hizi.",
  "dashboard.chart.table": "Oda na mapato kwa siku",
  "dashboard.chart.column.day": "Siku",
  "dashboard.chart.column.orders": "Oda",
  "dashboard.chart.column.revenue": "Mapato",
  "dashboard.top.byQuantity": "Bidhaa zilizouzwa zaidi kwa idadi",
  "dashboard.top.byRevenue": "Bidhaa zilizoleta mapato zaidi",
  "dashboard.top.period": "Katika siku {days, number} zilizopita.",
  "dashboard.top.none": "Hakuna kilichouzwa katika siku hizi.",
  "dashboard.top.column.item": "Bidhaa",
  "dashboard.top.column.quantity": "Idadi",
  "dashboard.top.column.revenue": "Mapato",
  "dashboard.waiting.heading": "Zinazokusubiri",
  "dashboard.waiting.payment":
    "{count, plural, one {Oda # inasubiri malipo} other {Oda # zinasubiri malipo}}",
  "dashboard.waiting.shipping":
    "{count, plural, one {Oda # imelipwa, inasubiri kusafirishwa} other {Oda # zimelipwa, zinasubiri kusafirishwa}}",
  "dashboard.stock.heading": "Stoki ndogo au iliyoisha",
  "dashboard.stock.none": "Hakuna bidhaa yenye stoki ndogo.",
  "dashboard.stock.summary":
    "{low, plural, one {Bidhaa # iko} other {Bidhaa # ziko}} kwenye kiwango cha stoki ndogo au chini yake{soldOut, plural, =0 {} other {, # kati yake zimeisha}}.",
  "dashboard.stock.soldOut": "Imeisha",
  "dashboard.stock.low": "Chache",
  "dashboard.stock.seeAll": "Ziangalie kwenye dawati la bidhaa",
  "dashboard.mail.heading": "Barua pepe zilizoshindwa kufika",
  "dashboard.mail.none": "Hakuna barua pepe iliyoshindwa kufika.",
  "dashboard.mail.summary":
    "{count, plural, one {Barua pepe # haikuweza kufikishwa} other {Barua pepe # hazikuweza kufikishwa}} hata baada ya kujaribu tena mara zote.",
  "dashboard.mail.entry": "{at}: {subject}, kwa {to}",
  "dashboard.mail.order": "oda {shortId}",
  // CSV: a spreadsheet file of the orders; "CSV" stays as the file type's name.
  "dashboard.csv.download": "Pakua CSV",
  "dashboard.csv.column.order": "Namba ya oda",
  "dashboard.csv.column.date": "Tarehe (saa za Nairobi)",
  "dashboard.csv.column.customer": "Mteja",
  "dashboard.csv.column.phone": "Simu",
  "dashboard.csv.column.city": "Mji",
  "dashboard.csv.column.country": "Nchi",
  "dashboard.csv.column.payment": "Njia ya malipo",
  "dashboard.csv.column.status": "Hali",
  "dashboard.csv.column.items": "Bidhaa",
  "dashboard.csv.column.deliveryFee": "Ada ya kusafirisha (Ksh)",
  "dashboard.csv.column.total": "Jumla (Ksh)",
  "dashboard.csv.line": "{quantity, number} × {name}",
  "dashboard.csv.lineWithSize": "{quantity, number} × {name} ({size})",
  "dashboard.cards.heading": "Malipo ya kadi, siku {days, number} zilizopita",
  "dashboard.cards.paid": "{count, plural, one {# yamelipwa} other {# yamelipwa}}: {amount}",
  "dashboard.cards.refunded": "Yaliyorudishwa: {amount}",
  "dashboard.cards.needingAPerson":
    "{count, plural, =0 {Hakuna malipo ya kadi yanayohitaji mtu} one {Malipo # ya kadi yanahitaji mtu} other {Malipo # ya kadi yanahitaji mtu}}",
  "dashboard.csv.column.paidWith": "Imelipwa kwa",
  "dashboard.csv.column.reference": "Kumbukumbu ya malipo",
  "dashboard.csv.column.refunded": "Zilizorudishwa (Ksh)",
};

import { defineMessages } from '../define-messages.ts';

/** The shipping and payment pages: what the shop states before anything is in the cart (decision 104). */
export const shopMessages = /* @__PURE__ */ defineMessages({
  en: {
    'shop.shipping.title': 'Shipping',
    'shop.shipping.description':
      'Shipping costs, delivery time and delivery area of the Rennfeld shop: within Germany, free over a threshold.',
    'shop.shipping.costsHeading': 'Shipping costs',
    'shop.shipping.costs':
      'Orders up to {threshold} pay a one-time shipping fee of {fee}, VAT included. Orders whose goods cost more than {threshold} ship free of charge.',
    'shop.shipping.vat': 'All prices in the shop are in euros and include German VAT (19 %).',
    'shop.shipping.areaHeading': 'Delivery area',
    'shop.shipping.area': 'We deliver to addresses in Germany only.',
    'shop.shipping.timeHeading': 'Delivery time',
    'shop.shipping.time':
      'We send your order as soon as your payment has arrived. The parcel then takes {fastest}–{slowest} working days within Germany.',
    'shop.shipping.damageHeading': 'Transport damage',
    'shop.shipping.damage':
      'If a parcel arrives damaged, please tell our service hotline ({hours}). Your statutory rights are not affected.',
    'shop.shipping.paymentLink': 'How to pay',
    'shop.payment.title': 'Payment methods',
    'shop.payment.description': 'How to pay for an order in the Rennfeld shop: prepayment by bank transfer.',
    'shop.payment.prepaymentHeading': 'Prepayment by bank transfer',
    'shop.payment.prepayment':
      'After your order you receive our bank details, the amount and your order number on the confirmation page and by e-mail, with a QR code (GiroCode) that most German banking apps can scan.',
    'shop.payment.prepaymentDays':
      'Please transfer the amount within {days} days and state your order number as the reference. We send your order as soon as the payment has arrived.',
    'shop.payment.fees': 'We charge no fee for paying by bank transfer.',
    'shop.payment.onlyOne': 'The shop offers no other payment method at the moment.',
    'shop.payment.shippingLink': 'Shipping costs and delivery time',
    'shop.unavailable': 'The shop’s terms could not be loaded. Please try again later.',
  },
  de: {
    'shop.shipping.title': 'Versand',
    'shop.shipping.description':
      'Versandkosten, Lieferzeit und Liefergebiet des Rennfeld-Shops: innerhalb Deutschlands, ab einem Warenwert versandkostenfrei.',
    'shop.shipping.costsHeading': 'Versandkosten',
    'shop.shipping.costs':
      'Für Bestellungen bis {threshold} berechnen wir einmalig {fee} Versandkosten inklusive Mehrwertsteuer. Kosten die Waren mehr als {threshold}, liefern wir versandkostenfrei.',
    'shop.shipping.vat':
      'Alle Preise im Shop sind in Euro angegeben und enthalten die gesetzliche Mehrwertsteuer (19 %).',
    'shop.shipping.areaHeading': 'Liefergebiet',
    'shop.shipping.area': 'Wir liefern ausschließlich an Adressen in Deutschland.',
    'shop.shipping.timeHeading': 'Lieferzeit',
    'shop.shipping.time':
      'Wir versenden Ihre Bestellung, sobald Ihre Zahlung eingegangen ist. Das Paket ist dann innerhalb Deutschlands {fastest}–{slowest}\u00a0Werktage unterwegs.',
    'shop.shipping.damageHeading': 'Transportschäden',
    'shop.shipping.damage':
      'Kommt ein Paket beschädigt an, melden Sie es bitte unserer Service-Hotline ({hours}). Ihre gesetzlichen Rechte bleiben davon unberührt.',
    'shop.shipping.paymentLink': 'So bezahlen Sie',
    'shop.payment.title': 'Zahlungsarten',
    'shop.payment.description': 'So bezahlen Sie eine Bestellung im Rennfeld-Shop: per Vorkasse (Überweisung).',
    'shop.payment.prepaymentHeading': 'Vorkasse per Überweisung',
    'shop.payment.prepayment':
      'Nach Ihrer Bestellung erhalten Sie auf der Bestätigungsseite und per E-Mail unsere Bankverbindung, den Betrag und Ihre Bestellnummer, dazu einen QR-Code (GiroCode), den die meisten Banking-Apps lesen.',
    'shop.payment.prepaymentDays':
      'Bitte überweisen Sie den Betrag innerhalb von {days}\u00a0Tagen und geben Sie Ihre Bestellnummer als Verwendungszweck an. Sobald die Zahlung eingegangen ist, versenden wir Ihre Bestellung.',
    'shop.payment.fees': 'Für die Zahlung per Überweisung berechnen wir keine Gebühr.',
    'shop.payment.onlyOne': 'Andere Zahlungsarten bietet der Shop derzeit nicht an.',
    'shop.payment.shippingLink': 'Versandkosten und Lieferzeit',
    'shop.unavailable': 'Die Bedingungen des Shops konnten nicht geladen werden. Bitte versuchen Sie es später erneut.',
  },
});

/**
 * The server's words in English (issue 28, decision 046): every mail's subject and paragraphs by a stable id, in ICU
 * message format. Other languages are files beside this one typed `Record<ServerMessageId, string>`, so none can
 * miss an id. English is the spec's wording, byte for byte; a value in braces is filled in by the mail.
 */
export const en = {
  // Every mail
  'mail.hello': 'Hello {name},',
  'mail.helloAnonymous': 'Hello,',
  'mail.signoff': '— {storeName}',
  'mail.footer': 'Handmade with care by Indian artisans. Support: Monday to Saturday, 9:00 AM to 6:00 PM IST.',
  'mail.viewYourOrder': 'View your order',
  'mail.viewTheOrder': 'View the order',
  'mail.reason': 'Reason:',
  'mail.payment': 'Payment:',
  'mail.estimatedDelivery': 'Estimated delivery:',
  'mail.shippingTo': 'Shipping to:',
  'mail.phone': 'Phone: {phone}',
  'payment.razorpay': 'Online Payment',
  'payment.cash_on_delivery': 'Cash on Delivery',

  // Order confirmation and its totals
  'order.subject.confirmed': 'Your {storeName} order {orderNumber} is confirmed',
  'order.subject.pleaseConfirm': 'Please confirm your {storeName} order {orderNumber}',
  'order.title': 'Order {orderNumber}',
  'order.thanks': 'Thank you for your order {orderNumber}. Our artisans will now prepare it.',
  'order.codReady': 'Cash on Delivery: please keep {amount} ready for the courier.',
  'order.cancelWindow': 'You can cancel within 12 hours of placing the order, until it ships.',
  'order.total.subtotal': 'Subtotal',
  'order.total.code': 'Code {code}',
  'order.total.gst': 'GST{percent}',
  'order.total.gstIncluded': 'Includes GST{percent}',
  'order.total.shipping': 'Shipping ({courier})',
  'order.total.free': 'Free',
  'order.total.codCharges': 'COD charges',
  'order.total.giftWrap': 'Gift wrap',
  'order.total.total': 'Total',

  // Cash on delivery's confirmation (order mail, reminder)
  'cod.confirmBy':
    'Please confirm your cash-on-delivery order by {due}; we ship it once you confirm, and cancel it if it is not confirmed by then.',
  'cod.confirmByShort': 'Please confirm your cash-on-delivery order by {due}.',
  'cod.shipOnceConfirmed': 'We ship it once you confirm, and cancel it if it is not confirmed by then.',
  'cod.oneTap': 'Confirm (or cancel) with one tap: {url}',
  'cod.saveText': 'Pay now online and save {amount}: open the same link.',
  'cod.saveHtml': 'Pay now online and save {amount}: the same page offers it.',
  'cod.button': 'Confirm or cancel your order',
  'cod.reminder.subject': 'Reminder: please confirm your {storeName} order {orderNumber}',
  'cod.reminder.title': 'Confirm order {orderNumber}',
  'cod.reminder.waiting': 'Your order {orderNumber} is waiting for your confirmation.',

  // Cancellation
  'cancel.subject': 'Your {storeName} order {orderNumber} has been cancelled',
  'cancel.title': 'Order {orderNumber} cancelled',
  'cancel.line': 'Your order {orderNumber} ({amount}) has been cancelled.',
  'cancel.refundOnline': 'Any amount paid will be refunded to the original payment method within 5-7 business days.',
  'cancel.refundCash':
    'The amount you paid on delivery will be refunded within 5-7 business days; our team will contact you for the details.',
  'cancel.nothingCharged': 'Nothing was charged: this order was to be paid on delivery.',

  // Status changes
  'status.confirmed.subject': 'Your {storeName} order {orderNumber} is confirmed',
  'status.confirmed.title': 'Order {orderNumber} confirmed',
  'status.confirmed.line': 'Good news: your order {orderNumber} is confirmed and our artisans are preparing it.',
  'status.shipped.subject': 'Your {storeName} order {orderNumber} has shipped',
  'status.shipped.title': 'Order {orderNumber} shipped',
  'status.shipped.line': 'Your order {orderNumber} is on its way with {courier}.',
  'status.shipped.tracking': 'Tracking number: {trackingNumber}',
  'status.shipped.noTracking': 'We will send the tracking number as soon as the courier gives it.',
  'status.shipped.codReady': 'Please keep {amount} ready for the courier (Cash on Delivery).',
  'status.shipped.button': 'Track your order',
  'status.delivered.subject': 'Your {storeName} order {orderNumber} has been delivered',
  'status.delivered.title': 'Order {orderNumber} delivered',
  'status.delivered.line': 'Your order {orderNumber} has been delivered. We hope you love your handmade pieces.',
  'status.delivered.payment': 'Payment: {method}, {amount} received. Thank you.',
  'status.delivered.damaged':
    'If a piece arrived damaged or is not what you ordered, please tell us within 3 days of delivery, with photos: we will replace or refund it.',
  'status.note': 'A note from us:',

  // A refund of a part
  'refund.subject': 'A refund of {amount} for your {storeName} order {orderNumber}',
  'refund.title': 'Refund for order {orderNumber}',
  'refund.line': 'We are refunding {amount} for {what}.',
  'refund.whatLine': '{quantity} × {name} ({size}) from your order {orderNumber}',
  'refund.whatPart': 'part of your order {orderNumber}',
  'refund.manual':
    'This order was paid in cash, so we have paid it back to you by bank transfer or UPI; our team will contact you if we need your account details.',
  'refund.online': 'It will reach the original payment method within 5-7 business days.',

  // Returned to origin
  'rto.subject': 'Your {storeName} order {orderNumber} came back to us',
  'rto.title': 'Order {orderNumber} returned to us',
  'rto.line':
    'The courier could not deliver your order {orderNumber} after its delivery attempts, so the parcel has come back to us and the order is closed.',
  'rto.refund': 'We are refunding {amount} to your original payment method within 5-7 business days.',
  'rto.again':
    'If you would still like the pieces, you are welcome to order again: please check the address and phone number so the courier can reach you.',

  // A failed delivery attempt
  'attempt.subject': 'We could not deliver your {storeName} order {orderNumber}',
  'attempt.title': 'Delivery of {orderNumber} failed',
  'attempt.line': 'The courier could not deliver your order {orderNumber} (attempt {attempt}).',
  'attempt.reason': "The courier's reason: {reason}",
  'attempt.ask':
    'Please choose a day for the next attempt, or correct the address or phone number, so the courier can reach you. If we do not hear from you, the courier will try again.',
  'attempt.linkDays': 'The link works for {days} days, once.',
  'attempt.button': 'Fix the delivery',

  // Password reset
  'reset.subject': 'Reset your {storeName} password',
  'reset.asked': 'Someone (hopefully you) asked to reset the password of your {storeName} account.',
  'reset.openWithin': 'Open this link within one hour to choose a new password:',
  'reset.button': 'Reset your password',
  'reset.once': 'The link works once. If you did not ask for this, ignore this mail: your password stays as it is.',

  // Email changed (lines broken with \n in the plain-text part, joined in the HTML)
  'emailChanged.subject': "Your {storeName} account's email was changed",
  'emailChanged.line': 'The email address of your {storeName} account was changed to {masked} on {when}.',
  'emailChanged.signedOut':
    'This address no longer signs in to the account or receives its password reset links, and the account was\nsigned out on every other device.',
  'emailChanged.notYouText':
    'If you did not make this change, contact us straight away at {contact} so we can give the account back to you.',
  'emailChanged.notYouHtml':
    'If you did not make this change, {contactLink} straight away so we can give the account back to you.',
  'emailChanged.contactUs': 'contact us',

  // Review request
  'review.subject': 'How do you like your {storeName} order {orderNumber}?',
  'review.arrived':
    'Your order {orderNumber} arrived a few days ago. We hope the pieces look lovely in their new home.',
  'review.ask':
    'Would you tell other shoppers what you think? A rating, a few words and a photo of the piece help them, and our artisans read every review.',
  'review.button': 'Write a review',

  // Left-cart reminder
  'reminder.subject': 'Your cart at {storeName} is waiting',
  'reminder.why':
    'You get this mail because you agreed to marketing mail from {storeName}. We send one reminder per cart.',
  'reminder.intro': 'You left these pieces in your cart. They are still here, at today’s prices:',
  'reminder.each': '{price} each',
  'reminder.sizeQty': 'Size {size} · Qty {quantity}',
  'reminder.backText': 'Back to your cart:',
  'reminder.button': 'Back to my cart',
  'reminder.stopText': 'Stop these mails (one click, no sign-in): {url}',
  'reminder.stopLink': 'Stop these mails',
  'reminder.stopAnyTime': 'at any time, no sign-in needed.',
  'reminder.pieces': '{count, plural, one {# piece} other {# pieces}}',

  // Newsletter
  'newsletter.why': 'You get this mail because this address subscribed to the {storeName} newsletter.',
  'newsletter.unsubscribeText': 'Unsubscribe (one click, no sign-in): {url}',
  'newsletter.unsubscribeLink': 'Unsubscribe',
  'newsletter.anyTime': 'at any time, no sign-in needed.',
  'newsletter.confirm.subject': 'Confirm your subscription to the {storeName} newsletter',
  'newsletter.confirm.asked':
    'Someone (hopefully you) asked for the {storeName} newsletter at this address: new collections, artisan\nstories and festive offers, about twice a month.',
  'newsletter.confirm.within': 'Open this link within {days} days to confirm your subscription:',
  'newsletter.confirm.button': 'Confirm my subscription',
  'newsletter.confirm.copy': 'Or copy this address into your browser: {link}',
  'newsletter.confirm.ignore':
    'If you did not ask for this, ignore this mail: without the confirmation you are not subscribed and we will not\nwrite again.',
  'newsletter.welcome.subject': 'Welcome to the {storeName} newsletter',
  'newsletter.welcome.body':
    'Your subscription is confirmed. About twice a month we will write with new collections from our artisans, the\nstories behind the pieces and early word of festive offers.',
  'newsletter.welcome.seeText': 'See what is new in the studio: {url}',
  'newsletter.welcome.button': 'See what is new',
  'newsletter.already.subject': 'You are already subscribed to the {storeName} newsletter',
  'newsletter.already.body':
    'Someone (hopefully you) asked for the {storeName} newsletter at this address. It is already on our list, so\nthere is nothing to confirm: our mails keep coming as before.',

  // Claims (a damaged, wrong or missing piece)
  'claim.kind.damaged': 'damaged piece',
  'claim.kind.wrong_piece': 'wrong piece',
  'claim.kind.missing': 'missing piece',
  'claim.what': '{kind} reported on order {orderNumber}',
  'claim.reported.subject': 'We have your report about order {orderNumber}',
  'claim.reported.thanks': 'Thank you for telling us about the {what}: {pieces}.',
  'claim.reported.review':
    'We review every report within 24-48 hours and will write to you with what we can do: a replacement or a refund.',
  'claim.reported.action': 'View your report',
  'claim.asked.subject': 'We need a little more about your report on order {orderNumber}',
  'claim.asked.line': 'About the {what}, our team asks:',
  'claim.asked.answer': 'Please answer from the order page; you can add photos there.',
  'claim.asked.action': 'Answer on the order page',
  'claim.replaced.subject': 'A replacement is on its way for order {orderNumber}',
  'claim.replaced.line': 'We are sorry about the {what}. We are sending you a replacement at no cost: {pieces}.',
  'claim.replaced.order': 'Your replacement order is {orderNumber}; you can follow it from My Orders.',
  'claim.refunded.subject': 'Your refund for order {orderNumber} is approved',
  'claim.refunded.line': 'We are sorry about the {what}. We are refunding {amount} for {pieces}.',
  'claim.refunded.thePieces': 'the pieces',
  'claim.refunded.manualNote': 'This order was paid in cash, so we paid it back by bank transfer or UPI: {note}',
  'claim.refunded.manual': 'This order was paid in cash, so we paid it back by bank transfer or UPI.',
  'claim.refunded.online': 'It will reach your original payment method within 5-7 business days.',
  'claim.declined.subject': 'About your report on order {orderNumber}',
  'claim.declined.line': 'We looked carefully at the {what}, and we cannot replace or refund it.',
  'claim.declined.reason': 'Our reason: {reason}',
  'claim.declined.more':
    'If you have something more to show us, reply to this mail or write to us from the Contact page.',
} as const;

export type ServerMessageId = keyof typeof en;

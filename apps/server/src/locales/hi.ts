import type { ServerMessageId } from './en.ts';

/**
 * The server's words in Hindi (issue 28, decision 046), by the ids of en.ts: natural Hindi in Devanagari as an Indian
 * shop writes to its customers. Order numbers, ₹ amounts, links, the store's and couriers' names stay as they are.
 */
export const hi: Record<ServerMessageId, string> = {
  'mail.hello': 'नमस्ते {name},',
  'mail.helloAnonymous': 'नमस्ते,',
  'mail.signoff': '— {storeName}',
  'mail.footer': 'भारतीय कारीगरों के हाथों से, पूरे प्यार से बना। सहायता: सोमवार से शनिवार, सुबह 9:00 से शाम 6:00 बजे (IST)।',
  'mail.viewYourOrder': 'अपना ऑर्डर देखें',
  'mail.viewTheOrder': 'ऑर्डर देखें',
  'mail.reason': 'कारण:',
  'mail.payment': 'भुगतान:',
  'mail.estimatedDelivery': 'अनुमानित डिलीवरी:',
  'mail.shippingTo': 'डिलीवरी का पता:',
  'mail.phone': 'फ़ोन: {phone}',
  'payment.razorpay': 'ऑनलाइन भुगतान',
  'payment.cash_on_delivery': 'कैश ऑन डिलीवरी',

  'order.subject.confirmed': 'आपका {storeName} ऑर्डर {orderNumber} कन्फ़र्म हो गया है',
  'order.subject.pleaseConfirm': 'कृपया अपना {storeName} ऑर्डर {orderNumber} कन्फ़र्म करें',
  'order.title': 'ऑर्डर {orderNumber}',
  'order.thanks': 'ऑर्डर {orderNumber} के लिए धन्यवाद। हमारे कारीगर अब इसे तैयार करेंगे।',
  'order.codReady': 'कैश ऑन डिलीवरी: कृपया कूरियर के लिए {amount} तैयार रखें।',
  'order.cancelWindow': 'ऑर्डर करने के 12 घंटे के भीतर, जब तक वह शिप न हो, आप उसे कैंसल कर सकते हैं।',
  'order.total.subtotal': 'सबटोटल',
  'order.total.code': 'कोड {code}',
  'order.total.gst': 'GST{percent}',
  'order.total.gstIncluded': 'GST शामिल{percent}',
  'order.total.shipping': 'शिपिंग ({courier})',
  'order.total.free': 'मुफ़्त',
  'order.total.codCharges': 'COD शुल्क',
  'order.total.giftWrap': 'गिफ़्ट रैप',
  'order.total.total': 'कुल',

  'cod.confirmBy':
    'कृपया अपना कैश ऑन डिलीवरी ऑर्डर {due} तक कन्फ़र्म करें; कन्फ़र्म होते ही हम उसे भेज देंगे, और तब तक कन्फ़र्म न होने पर उसे कैंसल कर देंगे।',
  'cod.confirmByShort': 'कृपया अपना कैश ऑन डिलीवरी ऑर्डर {due} तक कन्फ़र्म करें।',
  'cod.shipOnceConfirmed': 'कन्फ़र्म होते ही हम उसे भेज देंगे, और तब तक कन्फ़र्म न होने पर उसे कैंसल कर देंगे।',
  'cod.oneTap': 'एक टैप में कन्फ़र्म (या कैंसल) करें: {url}',
  'cod.saveText': 'अभी ऑनलाइन भुगतान करें और {amount} बचाएँ: वही लिंक खोलें।',
  'cod.saveHtml': 'अभी ऑनलाइन भुगतान करें और {amount} बचाएँ: यह विकल्प उसी पेज पर है।',
  'cod.button': 'ऑर्डर कन्फ़र्म या कैंसल करें',
  'cod.reminder.subject': 'याद दिला रहे हैं: कृपया अपना {storeName} ऑर्डर {orderNumber} कन्फ़र्म करें',
  'cod.reminder.title': 'ऑर्डर {orderNumber} कन्फ़र्म करें',
  'cod.reminder.waiting': 'आपका ऑर्डर {orderNumber} आपके कन्फ़र्मेशन का इंतज़ार कर रहा है।',

  'cancel.subject': 'आपका {storeName} ऑर्डर {orderNumber} कैंसल हो गया है',
  'cancel.title': 'ऑर्डर {orderNumber} कैंसल',
  'cancel.line': 'आपका ऑर्डर {orderNumber} ({amount}) कैंसल हो गया है।',
  'cancel.refundOnline': 'जो भी राशि चुकाई गई है, वह 5-7 कार्यदिवसों में उसी भुगतान तरीके में वापस आ जाएगी।',
  'cancel.refundCash': 'डिलीवरी पर चुकाई गई राशि 5-7 कार्यदिवसों में लौटा दी जाएगी; विवरण के लिए हमारी टीम आपसे संपर्क करेगी।',
  'cancel.nothingCharged': 'कोई पैसा नहीं कटा: इस ऑर्डर का भुगतान डिलीवरी पर होना था।',

  'status.confirmed.subject': 'आपका {storeName} ऑर्डर {orderNumber} कन्फ़र्म हो गया है',
  'status.confirmed.title': 'ऑर्डर {orderNumber} कन्फ़र्म',
  'status.confirmed.line': 'ख़ुशख़बरी: आपका ऑर्डर {orderNumber} कन्फ़र्म हो गया है और हमारे कारीगर उसे तैयार कर रहे हैं।',
  'status.shipped.subject': 'आपका {storeName} ऑर्डर {orderNumber} भेज दिया गया है',
  'status.shipped.title': 'ऑर्डर {orderNumber} शिप हुआ',
  'status.shipped.line': 'आपका ऑर्डर {orderNumber} {courier} के साथ रास्ते में है।',
  'status.shipped.tracking': 'ट्रैकिंग नंबर: {trackingNumber}',
  'status.shipped.noTracking': 'कूरियर से ट्रैकिंग नंबर मिलते ही हम आपको भेज देंगे।',
  'status.shipped.codReady': 'कृपया कूरियर के लिए {amount} तैयार रखें (कैश ऑन डिलीवरी)।',
  'status.shipped.button': 'अपना ऑर्डर ट्रैक करें',
  'status.delivered.subject': 'आपका {storeName} ऑर्डर {orderNumber} डिलीवर हो गया है',
  'status.delivered.title': 'ऑर्डर {orderNumber} डिलीवर हुआ',
  'status.delivered.line': 'आपका ऑर्डर {orderNumber} डिलीवर हो गया है। उम्मीद है कि हाथ से बनी ये चीज़ें आपको बहुत पसंद आएँगी।',
  'status.delivered.payment': 'भुगतान: {method}, {amount} मिल गए। धन्यवाद।',
  'status.delivered.damaged':
    'अगर कोई चीज़ टूटी-फूटी पहुँची है या आपने जो मँगाया था वह नहीं है, तो डिलीवरी के 3 दिन के भीतर फ़ोटो के साथ हमें बताएँ: हम उसे बदल देंगे या पैसे लौटा देंगे।',
  'status.note': 'हमारी ओर से एक बात:',

  'refund.subject': 'आपके {storeName} ऑर्डर {orderNumber} के लिए {amount} का रिफ़ंड',
  'refund.title': 'ऑर्डर {orderNumber} का रिफ़ंड',
  'refund.line': 'हम {what} के लिए {amount} लौटा रहे हैं।',
  'refund.whatLine': 'आपके ऑर्डर {orderNumber} में से {quantity} × {name} ({size})',
  'refund.whatPart': 'आपके ऑर्डर {orderNumber} के एक हिस्से',
  'refund.manual':
    'इस ऑर्डर का भुगतान नकद हुआ था, इसलिए हमने पैसे बैंक ट्रांसफ़र या UPI से लौटा दिए हैं; अगर आपके खाते का विवरण चाहिए होगा तो हमारी टीम आपसे संपर्क करेगी।',
  'refund.online': 'यह राशि 5-7 कार्यदिवसों में उसी भुगतान तरीके में पहुँच जाएगी।',

  'rto.subject': 'आपका {storeName} ऑर्डर {orderNumber} हमारे पास वापस आ गया',
  'rto.title': 'ऑर्डर {orderNumber} हमारे पास वापस आया',
  'rto.line':
    'कई कोशिशों के बाद भी कूरियर आपका ऑर्डर {orderNumber} डिलीवर नहीं कर पाया, इसलिए पार्सल हमारे पास वापस आ गया है और ऑर्डर बंद कर दिया गया है।',
  'rto.refund': 'हम {amount} आपके भुगतान के उसी तरीके में 5-7 कार्यदिवसों में लौटा रहे हैं।',
  'rto.again':
    'अगर आपको अब भी ये चीज़ें चाहिए, तो आप दोबारा ऑर्डर कर सकते हैं: कृपया पता और फ़ोन नंबर जाँच लें, ताकि कूरियर आप तक पहुँच सके।',

  'attempt.subject': 'हम आपका {storeName} ऑर्डर {orderNumber} डिलीवर नहीं कर पाए',
  'attempt.title': '{orderNumber} की डिलीवरी नहीं हो सकी',
  'attempt.line': 'कूरियर आपका ऑर्डर {orderNumber} डिलीवर नहीं कर पाया (कोशिश {attempt})।',
  'attempt.reason': 'कूरियर का कारण: {reason}',
  'attempt.ask':
    'कृपया अगली कोशिश के लिए कोई दिन चुनें, या पता या फ़ोन नंबर ठीक करें, ताकि कूरियर आप तक पहुँच सके। आपका जवाब न मिलने पर कूरियर फिर से कोशिश करेगा।',
  'attempt.linkDays': 'यह लिंक {days} दिन तक, एक बार काम करेगा।',
  'attempt.button': 'डिलीवरी ठीक करें',

  'reset.subject': 'अपने {storeName} खाते का पासवर्ड बदलें',
  'reset.asked': 'किसी ने (उम्मीद है आपने ही) आपके {storeName} खाते का पासवर्ड रीसेट करने को कहा है।',
  'reset.openWithin': 'नया पासवर्ड चुनने के लिए एक घंटे के भीतर यह लिंक खोलें:',
  'reset.button': 'अपना पासवर्ड रीसेट करें',
  'reset.once':
    'यह लिंक एक ही बार काम करता है। अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है वैसा ही रहेगा।',

  'emailChanged.subject': 'आपके {storeName} खाते का ईमेल बदल दिया गया है',
  'emailChanged.line': 'आपके {storeName} खाते का ईमेल पता {when} को बदलकर {masked} कर दिया गया है।',
  'emailChanged.signedOut':
    'इस पते से अब खाते में साइन इन नहीं होगा और पासवर्ड रीसेट के लिंक भी इस पर नहीं आएँगे; बाकी सभी डिवाइस पर खाते से साइन आउट कर दिया गया है।',
  'emailChanged.notYouText':
    'अगर यह बदलाव आपने नहीं किया, तो तुरंत {contact} पर हमसे संपर्क करें, ताकि हम खाता आपको वापस दिला सकें।',
  'emailChanged.notYouHtml': 'अगर यह बदलाव आपने नहीं किया, तो तुरंत {contactLink}, ताकि हम खाता आपको वापस दिला सकें।',
  'emailChanged.contactUs': 'हमसे संपर्क करें',

  'review.subject': 'आपको अपना {storeName} ऑर्डर {orderNumber} कैसा लगा?',
  'review.arrived': 'आपका ऑर्डर {orderNumber} कुछ दिन पहले पहुँचा था। उम्मीद है कि ये चीज़ें अपने नए घर में ख़ूब जँच रही होंगी।',
  'review.ask':
    'क्या आप दूसरे ख़रीदारों को अपनी राय बताएँगे? रेटिंग, दो-चार शब्द और चीज़ की एक फ़ोटो उनकी मदद करती है, और हमारे कारीगर हर रिव्यू पढ़ते हैं।',
  'review.button': 'रिव्यू लिखें',

  'reminder.subject': '{storeName} पर आपका कार्ट आपका इंतज़ार कर रहा है',
  'reminder.why':
    'यह मेल आपको इसलिए मिला क्योंकि आपने {storeName} से मार्केटिंग मेल पाने की सहमति दी थी। हम हर कार्ट के लिए एक ही बार याद दिलाते हैं।',
  'reminder.intro': 'आपने ये चीज़ें अपने कार्ट में छोड़ी थीं। ये अब भी यहीं हैं, आज की क़ीमत पर:',
  'reminder.each': '{price} प्रति नग',
  'reminder.sizeQty': 'साइज़ {size} · मात्रा {quantity}',
  'reminder.backText': 'अपने कार्ट पर लौटें:',
  'reminder.button': 'मेरे कार्ट पर चलें',
  'reminder.stopText': 'ये मेल बंद करें (एक क्लिक, साइन इन की ज़रूरत नहीं): {url}',
  'reminder.stopLink': 'ये मेल बंद करें',
  'reminder.stopAnyTime': 'कभी भी, साइन इन की ज़रूरत नहीं।',
  'reminder.pieces': '{count, plural, one {# चीज़} other {# चीज़ें}}',

  'newsletter.why': 'यह मेल आपको इसलिए मिला क्योंकि इस पते से {storeName} न्यूज़लेटर की सदस्यता ली गई है।',
  'newsletter.unsubscribeText': 'सदस्यता छोड़ें (एक क्लिक, साइन इन की ज़रूरत नहीं): {url}',
  'newsletter.unsubscribeLink': 'सदस्यता छोड़ें',
  'newsletter.anyTime': 'कभी भी, साइन इन की ज़रूरत नहीं।',
  'newsletter.confirm.subject': '{storeName} न्यूज़लेटर की अपनी सदस्यता कन्फ़र्म करें',
  'newsletter.confirm.asked':
    'किसी ने (उम्मीद है आपने ही) इस पते पर {storeName} न्यूज़लेटर मँगाया है: नए कलेक्शन, कारीगरों की कहानियाँ और त्योहारों के ऑफ़र, महीने में लगभग दो बार।',
  'newsletter.confirm.within': 'अपनी सदस्यता कन्फ़र्म करने के लिए {days} दिन के भीतर यह लिंक खोलें:',
  'newsletter.confirm.button': 'मेरी सदस्यता कन्फ़र्म करें',
  'newsletter.confirm.copy': 'या यह पता अपने ब्राउज़र में कॉपी करें: {link}',
  'newsletter.confirm.ignore':
    'अगर आपने यह नहीं माँगा था, तो इस मेल को अनदेखा करें: कन्फ़र्म किए बिना आपकी सदस्यता नहीं होगी और हम दोबारा नहीं लिखेंगे।',
  'newsletter.welcome.subject': '{storeName} न्यूज़लेटर में आपका स्वागत है',
  'newsletter.welcome.body':
    'आपकी सदस्यता कन्फ़र्म हो गई है। महीने में लगभग दो बार हम आपको अपने कारीगरों के नए कलेक्शन, हर चीज़ के पीछे की कहानी और त्योहारों के ऑफ़र की पहली ख़बर भेजेंगे।',
  'newsletter.welcome.seeText': 'स्टूडियो में नया क्या है, देखें: {url}',
  'newsletter.welcome.button': 'नया क्या है, देखें',
  'newsletter.already.subject': 'आप पहले से {storeName} न्यूज़लेटर के सदस्य हैं',
  'newsletter.already.body':
    'किसी ने (उम्मीद है आपने ही) इस पते पर {storeName} न्यूज़लेटर मँगाया है। यह पता पहले से हमारी सूची में है, इसलिए कुछ कन्फ़र्म करने की ज़रूरत नहीं: हमारे मेल पहले की तरह आते रहेंगे।',

  'claim.kind.damaged': 'टूटी-फूटी चीज़',
  'claim.kind.wrong_piece': 'ग़लत चीज़',
  'claim.kind.missing': 'ग़ायब चीज़',
  'claim.what': 'ऑर्डर {orderNumber} में {kind} की शिकायत',
  'claim.reported.subject': 'ऑर्डर {orderNumber} के बारे में आपकी शिकायत हमें मिल गई है',
  'claim.reported.thanks': '{what} के बारे में बताने के लिए धन्यवाद: {pieces}।',
  'claim.reported.review': 'हम हर शिकायत 24-48 घंटे में देखते हैं और आपको बताएँगे कि हम क्या कर सकते हैं: चीज़ बदलना या पैसे लौटाना।',
  'claim.reported.action': 'अपनी शिकायत देखें',
  'claim.asked.subject': 'ऑर्डर {orderNumber} पर आपकी शिकायत के बारे में हमें थोड़ी और जानकारी चाहिए',
  'claim.asked.line': '{what} के बारे में हमारी टीम पूछ रही है:',
  'claim.asked.answer': 'कृपया ऑर्डर के पेज से जवाब दें; वहाँ आप फ़ोटो भी जोड़ सकते हैं।',
  'claim.asked.action': 'ऑर्डर के पेज पर जवाब दें',
  'claim.replaced.subject': 'ऑर्डर {orderNumber} के बदले नई चीज़ रास्ते में है',
  'claim.replaced.line': '{what} के लिए हमें खेद है। हम आपको बिना किसी शुल्क के बदले में नई चीज़ भेज रहे हैं: {pieces}।',
  'claim.replaced.order': 'बदले में भेजे गए ऑर्डर का नंबर {orderNumber} है; आप इसे "मेरे ऑर्डर" में देख सकते हैं।',
  'claim.refunded.subject': 'ऑर्डर {orderNumber} का आपका रिफ़ंड मंज़ूर हो गया है',
  'claim.refunded.line': '{what} के लिए हमें खेद है। हम {pieces} के लिए {amount} लौटा रहे हैं।',
  'claim.refunded.thePieces': 'इन चीज़ों के पैसे',
  'claim.refunded.manualNote': 'इस ऑर्डर का भुगतान नकद हुआ था, इसलिए हमने पैसे बैंक ट्रांसफ़र या UPI से लौटा दिए: {note}',
  'claim.refunded.manual': 'इस ऑर्डर का भुगतान नकद हुआ था, इसलिए हमने पैसे बैंक ट्रांसफ़र या UPI से लौटा दिए।',
  'claim.refunded.online': 'यह राशि 5-7 कार्यदिवसों में आपके भुगतान के उसी तरीके में पहुँच जाएगी।',
  'claim.declined.subject': 'ऑर्डर {orderNumber} पर आपकी शिकायत के बारे में',
  'claim.declined.line': 'हमने {what} को ध्यान से देखा, पर हम इसे बदल नहीं सकते या इसके पैसे नहीं लौटा सकते।',
  'claim.declined.reason': 'हमारा कारण: {reason}',
  'claim.declined.more': 'अगर आप हमें कुछ और दिखाना चाहते हैं, तो इस मेल का जवाब दें या संपर्क पेज से हमें लिखें।',
};

/**
 * The contract's messages in Hindi (issue 28, decision 046): the English message exactly as the contract writes it
 * (its *_MESSAGES constants, the error envelope's words), and its Hindi. The server's error handler answers a Hindi
 * request's envelope with it, and the storefront shows its client-side (zod) errors with it, both through
 * `translateMessage` (message-translation.ts). The admin panel stays English, so its message sets are not here.
 * A later language is one more file like this one.
 */
export const HI_MESSAGES: Readonly<Record<string, string>> = {
  // GIFT_LABELS (the checkout's gift options).
  'This order is a gift': 'यह ऑर्डर एक गिफ़्ट है',
  'Gift message': 'गिफ़्ट संदेश',
  'Gift wrap': 'गिफ़्ट रैप',
  'Recipient’s name': 'पाने वाले का नाम',
  'Recipient’s phone': 'पाने वाले का फ़ोन',
  'Hide prices in the parcel': 'पार्सल में क़ीमतें छिपाएँ',
  // CART_FALLBACKS, the coupon's note, the /sale page's and the cart's sale words, the shopper's photo uploads.
  'Failed to load cart': 'कार्ट लोड नहीं हो सका',
  'Failed to add item to cart': 'चीज़ कार्ट में नहीं जुड़ सकी',
  'Failed to remove item from cart': 'चीज़ कार्ट से नहीं हट सकी',
  'Failed to update cart item': 'कार्ट की चीज़ अपडेट नहीं हो सकी',
  'Failed to clear cart': 'कार्ट ख़ाली नहीं हो सका',
  'The code is applied to the usual prices, which saves you more than the sale':
    'कोड सामान्य क़ीमतों पर लगाया गया है, इससे सेल से ज़्यादा बचत होती है',
  'There is no sale on right now. New pieces arrive every week, have a look around.':
    'अभी कोई सेल नहीं चल रही। हर हफ़्ते नए पीस आते हैं, एक नज़र ज़रूर डालें।',
  'The sale has ended; this is the usual price now.': 'सेल ख़त्म हो गई है; अब यह सामान्य क़ीमत है।',
  'No file provided': 'कोई फ़ाइल नहीं दी गई',
  'File must be an image': 'फ़ाइल एक इमेज होनी चाहिए',
  'File size must be less than 10MB': 'फ़ाइल का साइज़ 10MB से कम होना चाहिए',
  'Please select a valid image file (image/jpeg, image/png, image/webp)':
    'कृपया सही इमेज फ़ाइल चुनें (image/jpeg, image/png, image/webp)',
  'Upload failed': 'अपलोड नहीं हो सका',
  'Upload successful!': 'अपलोड हो गया!',
  'Image dimensions are too large: at most 40 megapixels (for example 8000 × 5000 pixels)':
    'इमेज का आकार बहुत बड़ा है: ज़्यादा से ज़्यादा 40 मेगापिक्सल (जैसे 8000 × 5000 पिक्सल)',
  'The image could not be read. It may be damaged.': 'इमेज पढ़ी नहीं जा सकी। हो सकता है वह ख़राब हो।',
  'Only one file can be uploaded at a time': 'एक बार में केवल एक फ़ाइल अपलोड की जा सकती है',
  'Upload failed: the form data could not be read': 'अपलोड नहीं हो सका: फ़ॉर्म का डेटा पढ़ा नहीं जा सका',
  'Too many uploads at once. Please try again in a moment.': 'एक साथ बहुत सारे अपलोड। कृपया थोड़ी देर में फिर से कोशिश करें।',
  // PAYMENT_METHOD_LABELS and deliverySpeedLabel's words (the checkout shows them).
  'Online Payment': 'ऑनलाइन भुगतान',
  'Cash on Delivery': 'कैश ऑन डिलीवरी',
  Express: 'एक्सप्रेस',
  Fast: 'तेज़',
  Standard: 'सामान्य',
  'Please enter your current password to change your email': 'ईमेल बदलने के लिए कृपया अपना मौजूदा पासवर्ड डालें',
  'Current password is incorrect': 'मौजूदा पासवर्ड ग़लत है',
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  'An account with this email already exists': 'इस ईमेल से एक खाता पहले से मौजूद है',
  'Google login failed': 'Google से लॉगिन नहीं हो सका',
  'No credential received from Google': 'Google से कोई क्रेडेंशियल नहीं मिला',
  'Google sign-in is not enabled': 'Google से साइन इन अभी चालू नहीं है',
  'Signed in with Google. Because this email had not been confirmed before, the password set on the account was removed and every other device was signed out. Use "Forgot password" to choose a new one.':
    'आपने Google से साइन इन किया। यह ईमेल पहले कन्फ़र्म नहीं हुआ था, इसलिए खाते का पुराना पासवर्ड हटा दिया गया है और बाकी सभी डिवाइस से साइन आउट कर दिया गया है। नया पासवर्ड चुनने के लिए "पासवर्ड भूल गए" का इस्तेमाल करें।',
  'Invalid email or password': 'ईमेल या पासवर्ड ग़लत है',
  'Name must be at most 100 characters long': 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Name must be at least 2 characters long': 'नाम कम से कम 2 अक्षरों का होना चाहिए',
  'Password updated': 'पासवर्ड बदल दिया गया',
  'This password is too common. Please choose another.': 'यह पासवर्ड बहुत आम है। कृपया कोई दूसरा चुनें।',
  'Password must be at most 128 characters long': 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Password must be at least 8 characters long': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Passwords do not match': 'पासवर्ड मेल नहीं खाते',
  'Your password has been reset. Please sign in with your new password.':
    'आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से साइन इन करें।',
  'If an account exists for that email, a password reset link has been sent to it.':
    'अगर इस ईमेल से कोई खाता है, तो उस पर पासवर्ड रीसेट का लिंक भेज दिया गया है।',
  'Invalid or expired reset token': 'रीसेट लिंक अमान्य है या उसकी समय-सीमा ख़त्म हो गई है',
  'Reset token is missing': 'रीसेट टोकन नहीं मिला',
  'That device is already signed out': 'वह डिवाइस पहले ही साइन आउट हो चुका है',
  'Signed out': 'साइन आउट हो गया',
  'Signed out on every device': 'सभी डिवाइस से साइन आउट हो गया',
  'Please accept the terms and conditions': 'कृपया नियम और शर्तें स्वीकार करें',
  'Too many attempts. Please wait a moment and try again.': 'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  'Item not found in cart': 'यह चीज़ कार्ट में नहीं मिली',
  'You can add at most 10 of a piece': 'एक चीज़ ज़्यादा से ज़्यादा 10 डाल सकते हैं',
  'Quantity must be a whole number': 'मात्रा पूरी संख्या में होनी चाहिए',
  'This size is not offered for this product': 'इस प्रोडक्ट में यह साइज़ नहीं मिलता',
  'Please select a size before adding to cart.': 'कार्ट में डालने से पहले कृपया साइज़ चुनें।',
  'You already reported a problem with this order. We will reply to it there.':
    'आप इस ऑर्डर की समस्या पहले ही बता चुके हैं। हम वहीं जवाब देंगे।',
  'Your question was sent to the shopper': 'आपका सवाल ख़रीदार को भेज दिया गया',
  'This claim is closed': 'यह शिकायत बंद हो चुकी है',
  'Claim declined': 'शिकायत अस्वीकार की गई',
  'Description is required': 'विवरण ज़रूरी है',
  'Description must be at most 1000 characters': 'विवरण ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  'Description must be at least 10 characters': 'विवरण कम से कम 10 अक्षरों का होना चाहिए',
  'Pieces must be pieces of this order': 'चीज़ें इसी ऑर्डर की होनी चाहिए',
  'Choose at least one piece': 'कम से कम एक चीज़ चुनें',
  'What happened must be one of: damaged piece, wrong piece, missing piece':
    'क्या हुआ, यह इनमें से एक होना चाहिए: टूटी-फूटी चीज़, ग़लत चीज़, ग़ायब चीज़',
  'Message must be at most 1000 characters': 'संदेश ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  'This claim is closed, so it cannot take a reply': 'यह शिकायत बंद हो चुकी है, इसलिए इस पर जवाब नहीं दिया जा सकता',
  'Problems can be reported once your order has been delivered': 'ऑर्डर डिलीवर होने के बाद ही समस्या बताई जा सकती है',
  'Claim not found': 'शिकायत नहीं मिली',
  'This order was paid in cash: say how the money was paid back (bank transfer or UPI reference)':
    'इस ऑर्डर का भुगतान नकद हुआ था: बताएँ कि पैसे कैसे लौटाए गए (बैंक ट्रांसफ़र या UPI रेफ़रेंस)',
  'Bank transfer note must be at most 500 characters': 'बैंक ट्रांसफ़र नोट ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  'Add at least 1 photo of the piece and its packaging': 'चीज़ और उसकी पैकिंग की कम से कम 1 फ़ोटो जोड़ें',
  'Choose how many pieces of this line, at least 1 and at most as many as were ordered':
    'इस लाइन की कितनी चीज़ें, यह चुनें: कम से कम 1 और ज़्यादा से ज़्यादा जितनी मँगाई गई थीं',
  'Refund recorded': 'रिफ़ंड दर्ज हो गया',
  'Replacement order created': 'बदले का ऑर्डर बन गया',
  'The shopper’s account was deleted, so a replacement order cannot be made for it. Refund instead.':
    'ख़रीदार का खाता हटा दिया गया है, इसलिए उसके लिए बदले का ऑर्डर नहीं बन सकता। इसके बजाय रिफ़ंड करें।',
  'Your reply was sent': 'आपका जवाब भेज दिया गया',
  'Write a message or add a photo': 'कोई संदेश लिखें या फ़ोटो जोड़ें',
  'Thank you. We have your report and will reply within 24-48 hours.':
    'धन्यवाद। आपकी शिकायत हमें मिल गई है, हम 24-48 घंटों में जवाब देंगे।',
  'status must be one of open, closed, all': 'status इनमें से एक होना चाहिए: open, closed, all',
  'Too many reports at once. Please try again later.': 'एक साथ बहुत सारी शिकायतें। कृपया बाद में फिर से कोशिश करें।',
  'Too many photo uploads. Please try again later.': 'एक साथ बहुत सारी फ़ोटो अपलोड। कृपया बाद में फिर से कोशिश करें।',
  'Problems can be reported within 3 days of delivery. The time to report a problem with this order has passed.':
    'डिलीवरी के 3 दिन के भीतर समस्या बताई जा सकती है। इस ऑर्डर की समस्या बताने का समय निकल चुका है।',
  'Problems can be reported within 3 days of delivery': 'डिलीवरी के 3 दिन के भीतर समस्या बताई जा सकती है',
  'Advance paid. Your order is confirmed.': 'एडवांस का भुगतान हो गया। आपका ऑर्डर कन्फ़र्म हो गया है।',
  'The amount to pay online has changed; the payment will be refunded. Please try again.':
    'ऑनलाइन चुकाने की राशि बदल गई है; भुगतान वापस कर दिया जाएगा। कृपया फिर से कोशिश करें।',
  'This order has no advance to pay': 'इस ऑर्डर में कोई एडवांस नहीं चुकाना है',
  'This order can no longer be paid online: it is not waiting for confirmation':
    'इस ऑर्डर का भुगतान अब ऑनलाइन नहीं हो सकता: यह कन्फ़र्मेशन का इंतज़ार नहीं कर रहा',
  'This order is not paid in cash on delivery': 'इस ऑर्डर का भुगतान कैश ऑन डिलीवरी से नहीं होना है',
  'Paid online. Your order is confirmed.': 'ऑनलाइन भुगतान हो गया। आपका ऑर्डर कन्फ़र्म हो गया है।',
  'This order can no longer be paid online; the payment will be refunded':
    'इस ऑर्डर का भुगतान अब ऑनलाइन नहीं हो सकता; भुगतान वापस कर दिया जाएगा',
  'The advance for this cash-on-delivery order is not paid yet': 'इस कैश ऑन डिलीवरी ऑर्डर का एडवांस अभी चुकाया नहीं गया है',
  'This order is already confirmed.': 'यह ऑर्डर पहले ही कन्फ़र्म हो चुका है।',
  'Your order has been cancelled.': 'आपका ऑर्डर कैंसल कर दिया गया है।',
  'Cancelled: not confirmed in time': 'कैंसल: समय पर कन्फ़र्म नहीं हुआ',
  'Thank you! Your order is confirmed.': 'धन्यवाद! आपका ऑर्डर कन्फ़र्म हो गया है।',
  'Cash on delivery is not available right now. Please pay online.':
    'कैश ऑन डिलीवरी अभी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
  'Cash on delivery is not available for this address. Please pay online.':
    'इस पते के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
  'This link has expired. Open your order from your account instead.':
    'इस लिंक की समय-सीमा ख़त्म हो गई है। इसके बजाय अपने खाते से अपना ऑर्डर खोलें।',
  'This link is not valid. Open your order from your account instead.':
    'यह लिंक मान्य नहीं है। इसके बजाय अपने खाते से अपना ऑर्डर खोलें।',
  'This link has already been used.': 'यह लिंक पहले ही इस्तेमाल हो चुका है।',
  'This order is no longer waiting for confirmation.': 'यह ऑर्डर अब कन्फ़र्मेशन का इंतज़ार नहीं कर रहा।',
  'Confirm this cash-on-delivery order before shipping it': 'भेजने से पहले इस कैश ऑन डिलीवरी ऑर्डर को कन्फ़र्म करें',
  'Please add a note on the call': 'कृपया कॉल के बारे में एक नोट जोड़ें',
  'Thank you for writing to us. We reply within 24 hours, Monday to Saturday.':
    'हमें लिखने के लिए धन्यवाद। हम सोमवार से शनिवार, 24 घंटे के भीतर जवाब देते हैं।',
  'Delivery attempt marked as failed': 'डिलीवरी की कोशिश नाकाम दर्ज की गई',
  'Please pick a re-attempt date in the next 7 days': 'कृपया अगले 7 दिनों में दोबारा डिलीवरी की कोई तारीख़ चुनें',
  'A delivery attempt can only fail while the parcel is out for delivery':
    'डिलीवरी की कोशिश तभी नाकाम हो सकती है जब पार्सल डिलीवरी के लिए निकला हो',
  'The parcel is held after a failed attempt: ask for a re-attempt or the return first':
    'नाकाम कोशिश के बाद पार्सल रुका हुआ है: पहले दोबारा डिलीवरी या वापसी का अनुरोध करें',
  'The courier has tried 3 times: the parcel is coming back to us':
    'कूरियर 3 बार कोशिश कर चुका है: पार्सल हमारे पास वापस आ रहा है',
  'This link is invalid or has expired. Please open your order to see its delivery.':
    'यह लिंक अमान्य है या इसकी समय-सीमा ख़त्म हो गई है। डिलीवरी देखने के लिए कृपया अपना ऑर्डर खोलें।',
  'There is no failed delivery attempt waiting for a decision': 'डिलीवरी की कोई नाकाम कोशिश फ़ैसले का इंतज़ार नहीं कर रही',
  'Note must be at most 500 characters': 'नोट ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  'Please choose why the delivery failed': 'कृपया चुनें कि डिलीवरी क्यों नहीं हो सकी',
  'Re-attempt requested': 'दोबारा डिलीवरी का अनुरोध भेज दिया गया',
  'The courier could not take the re-attempt request': 'कूरियर दोबारा डिलीवरी का अनुरोध नहीं ले सका',
  'The parcel is already on its way back to us': 'पार्सल पहले ही हमारे पास वापस आ रहा है',
  'Return to seller requested': 'विक्रेता को वापसी का अनुरोध भेज दिया गया',
  'The courier could not start the return to the seller': 'कूरियर विक्रेता को वापसी शुरू नहीं कर सका',
  'Cash on delivery is not available for this PIN code. Please pay online.':
    'इस PIN कोड के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।',
  'Could not check delivery right now. Please try again.': 'अभी डिलीवरी की जानकारी नहीं मिल सकी। कृपया फिर से कोशिश करें।',
  'Size not found': 'साइज़ नहीं मिला',
  'Please provide a valid email': 'कृपया सही ईमेल डालें',
  'Message is required': 'संदेश ज़रूरी है',
  'Name is required': 'नाम ज़रूरी है',
  'Please choose how satisfied you are': 'कृपया बताएँ कि आप कितने संतुष्ट हैं',
  'Thank you for your feedback!': 'आपकी राय के लिए धन्यवाद!',
  'Gift message must be plain text (letters, numbers, punctuation and line breaks)':
    'गिफ़्ट संदेश सादा टेक्स्ट होना चाहिए (अक्षर, अंक, विराम चिह्न और नई पंक्तियाँ)',
  'Gift message must be at most 250 characters': 'गिफ़्ट संदेश ज़्यादा से ज़्यादा 250 अक्षरों का हो सकता है',
  'Missing recipient’s name': 'पाने वाले का नाम नहीं दिया गया',
  'Missing recipient’s phone': 'पाने वाले का फ़ोन नहीं दिया गया',
  'Recipient’s name must be at most 100 characters': 'पाने वाले का नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Please enter the recipient’s 10-digit mobile number': 'कृपया पाने वाले का 10 अंकों का मोबाइल नंबर डालें',
  'The recipient’s name must differ from yours (the shipping address’s full name)':
    'पाने वाले का नाम आपके नाम से अलग होना चाहिए (डिलीवरी पते में दिया पूरा नाम)',
  'The recipient’s phone must differ from yours (the shipping address’s phone)':
    'पाने वाले का फ़ोन आपके फ़ोन से अलग होना चाहिए (डिलीवरी पते में दिया फ़ोन)',
  'Gift settings saved': 'गिफ़्ट की सेटिंग सेव हो गई',
  'Gift wrap price must be between ₹1 and ₹5000': 'गिफ़्ट रैप की क़ीमत ₹1 से ₹5000 के बीच होनी चाहिए',
  'Gift wrap price must be in whole rupees or paise (at most 2 decimals)':
    'गिफ़्ट रैप की क़ीमत पूरे रुपयों या पैसों में होनी चाहिए (दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक)',
  'Gift wrap is not offered at the moment. Please untick it to place your order.':
    'गिफ़्ट रैप अभी उपलब्ध नहीं है। ऑर्डर करने के लिए कृपया उसका निशान हटाएँ।',
  'A GSTIN has only capital letters and digits': 'GSTIN में केवल बड़े अक्षर और अंक होते हैं',
  "This GSTIN's check character (the last one) is wrong: check for a typing mistake":
    'इस GSTIN का जाँच अक्षर (आख़िरी वाला) ग़लत है: टाइपिंग की ग़लती जाँचें',
  'The 13th character of a GSTIN is the registration number under the PAN: a digit 1-9 or a letter':
    'GSTIN का 13वाँ अक्षर PAN के तहत रजिस्ट्रेशन नंबर होता है: 1-9 में से कोई अंक या कोई अक्षर',
  'GSTIN must be 15 characters': 'GSTIN 15 अक्षरों का होना चाहिए',
  'Characters 3 to 12 of a GSTIN are the PAN: five letters, four digits, one letter':
    'GSTIN के अक्षर 3 से 12 PAN होते हैं: पाँच अक्षर, चार अंक, एक अक्षर',
  'Enter the GSTIN, or choose "Not registered for GST"': 'GSTIN डालें, या "GST में रजिस्टर्ड नहीं" चुनें',
  "The 14th character of a GSTIN is always 'Z'": "GSTIN का 14वाँ अक्षर हमेशा 'Z' होता है",
  'HSN code must be 4, 6 or 8 digits': 'HSN कोड 4, 6 या 8 अंकों का होना चाहिए',
  'PAN must be 10 characters: five letters, four digits, one letter (e.g. AAPFU0939F)':
    'PAN 10 अक्षरों का होना चाहिए: पाँच अक्षर, चार अंक, एक अक्षर (जैसे AAPFU0939F)',
  'Enter the PAN when the store is not registered for GST': 'जब स्टोर GST में रजिस्टर्ड न हो, तो PAN डालें',
  'GST rate must be 0, 5, 18 or 40%': 'GST दर 0, 5, 18 या 40% होनी चाहिए',
  'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9':
    '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का भारतीय मोबाइल नंबर डालें',
  'Enter the 10-digit mobile number for WhatsApp reminders': 'WhatsApp रिमाइंडर के लिए 10 अंकों का मोबाइल नंबर डालें',
  'Your choices are saved.': 'आपकी पसंद सेव हो गई है।',
  'This unsubscribe link is not valid. Please use the link at the end of one of our mails, or change your choice in your account settings.':
    'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। कृपया हमारे किसी मेल के आख़िर में दिया लिंक इस्तेमाल करें, या अपने खाते की सेटिंग में अपनी पसंद बदलें।',
  'You will get no more marketing mail or cart reminders from us. Order updates still come as before.':
    'अब आपको हमसे मार्केटिंग मेल या कार्ट रिमाइंडर नहीं मिलेंगे। ऑर्डर की जानकारी पहले की तरह आती रहेगी।',
  'WhatsApp reminders need marketing mail to be on as well': 'WhatsApp रिमाइंडर के लिए मार्केटिंग मेल भी चालू होना चाहिए',
  'WhatsApp reminders are not available in this store': 'इस स्टोर में WhatsApp रिमाइंडर उपलब्ध नहीं हैं',
  'Almost there! Check your inbox for a link to confirm your subscription.':
    'बस थोड़ा और! अपनी सदस्यता कन्फ़र्म करने के लिए अपने इनबॉक्स में लिंक देखें।',
  'This confirmation link is no longer valid: it has been used already or it has expired. If you are not subscribed yet, please subscribe again for a new link.':
    'कन्फ़र्मेशन का यह लिंक अब मान्य नहीं है: यह पहले ही इस्तेमाल हो चुका है या इसकी समय-सीमा ख़त्म हो गई है। अगर आपने अभी तक सदस्यता नहीं ली है, तो नए लिंक के लिए कृपया फिर से सदस्यता लें।',
  'Your subscription is confirmed. Watch your inbox for new collections and artisan stories.':
    'आपकी सदस्यता कन्फ़र्म हो गई है। नए कलेक्शन और कारीगरों की कहानियों के लिए अपना इनबॉक्स देखते रहें।',
  'This unsubscribe link is not valid. Please use the link at the end of one of our newsletter mails.':
    'सदस्यता छोड़ने का यह लिंक मान्य नहीं है। कृपया हमारे किसी न्यूज़लेटर मेल के आख़िर में दिया लिंक इस्तेमाल करें।',
  'You have been unsubscribed. You will not get any more newsletters from us.':
    'आपकी सदस्यता हटा दी गई है। अब आपको हमसे कोई न्यूज़लेटर नहीं मिलेगा।',
  'Failed to cancel order': 'ऑर्डर कैंसल नहीं हो सका',
  'The 12-hour cancellation window for this order has passed': 'इस ऑर्डर को कैंसल करने की 12 घंटे की समय-सीमा निकल चुकी है',
  'Order cancelled': 'ऑर्डर कैंसल हो गया',
  'Your cart was already ordered': 'आपके कार्ट का ऑर्डर पहले ही हो चुका है',
  'Please fill in all required shipping information': 'कृपया डिलीवरी की सारी ज़रूरी जानकारी भरें',
  'Failed to create COD order': 'COD ऑर्डर नहीं बन सका',
  'Please choose a shipping option': 'कृपया शिपिंग का कोई विकल्प चुनें',
  'The chosen shipping option is no longer offered for this address. Please choose another.':
    'चुना गया शिपिंग विकल्प इस पते के लिए अब उपलब्ध नहीं है। कृपया कोई दूसरा चुनें।',
  'Your cart is empty': 'आपका कार्ट ख़ाली है',
  'Error Loading Orders': 'ऑर्डर लोड करने में गड़बड़ी',
  'Failed to fetch order': 'ऑर्डर नहीं मिल सका',
  'Failed to fetch orders': 'ऑर्डर नहीं मिल सके',
  'Idempotency-Key must be 8 to 100 letters, digits, dashes or underscores':
    'Idempotency-Key में 8 से 100 अक्षर, अंक, डैश या अंडरस्कोर होने चाहिए',
  'We ship within India only for now': 'अभी हम केवल भारत में ही डिलीवरी करते हैं',
  'Invalid payment method': 'भुगतान का तरीका अमान्य है',
  'Missing shipping address': 'डिलीवरी का पता नहीं दिया गया',
  'Missing payment method': 'भुगतान का तरीका नहीं चुना गया',
  'Add at least one item to your order': 'अपने ऑर्डर में कम से कम एक चीज़ जोड़ें',
  'The order you are looking for does not exist.': 'आप जो ऑर्डर ढूँढ रहे हैं, वह मौजूद नहीं है।',
  'Order notes must be at most 500 characters': 'ऑर्डर नोट ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  'Online payment orders are placed through the payment checkout': 'ऑनलाइन भुगतान वाले ऑर्डर पेमेंट चेकआउट से किए जाते हैं',
  'Order Not Found': 'ऑर्डर नहीं मिला',
  'Please enter a valid 10-digit mobile number': 'कृपया सही 10 अंकों का मोबाइल नंबर डालें',
  'Failed to place order': 'ऑर्डर नहीं हो सका',
  'Order placed successfully': 'ऑर्डर हो गया',
  'You can order at most 10 of a piece': 'एक चीज़ ज़्यादा से ज़्यादा 10 मँगा सकते हैं',
  'Quantity must be at least 1': 'मात्रा कम से कम 1 होनी चाहिए',
  'Please fill in all required fields': 'कृपया सभी ज़रूरी जानकारी भरें',
  'Please select a size': 'कृपया साइज़ चुनें',
  'An order can hold at most 50 lines': 'एक ऑर्डर में ज़्यादा से ज़्यादा 50 लाइनें हो सकती हैं',
  'Validation failed': 'जानकारी सही नहीं है',
  'This order is already paid': 'इस ऑर्डर का भुगतान पहले ही हो चुका है',
  'Payment cancelled': 'भुगतान रद्द हुआ',
  'Payment cancelled by user': 'आपने भुगतान रद्द किया',
  'Payment configuration error. Please contact support.': 'भुगतान की सेटिंग में गड़बड़ी है। कृपया सहायता टीम से संपर्क करें।',
  'Failed to create payment order': 'पेमेंट ऑर्डर नहीं बन सका',
  'Payment failed': 'भुगतान नहीं हो सका',
  'Failed to initialize payment': 'भुगतान शुरू नहीं हो सका',
  'This order is not paid online': 'इस ऑर्डर का भुगतान ऑनलाइन नहीं होना है',
  'This order has been cancelled': 'यह ऑर्डर कैंसल हो चुका है',
  'The payment service is not answering. Please try again in a moment.':
    'भुगतान सेवा जवाब नहीं दे रही। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Payment attempt recorded': 'भुगतान की कोशिश दर्ज हो गई',
  'Razorpay SDK not loaded. Please refresh the page and try again.':
    'Razorpay SDK लोड नहीं हुआ। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  'This order has had 3 failed payment attempts': 'इस ऑर्डर के भुगतान की 3 कोशिशें नाकाम हो चुकी हैं',
  'Payment verification failed': 'भुगतान की पुष्टि नहीं हो सकी',
  'Payment verified': 'भुगतान की पुष्टि हो गई',
  'Invalid webhook signature': 'वेबहुक सिग्नेचर अमान्य है',
  'The payment window for this order has closed': 'इस ऑर्डर के भुगतान का समय निकल चुका है',
  'This code has ended and cannot be changed': 'यह कोड ख़त्म हो चुका है और बदला नहीं जा सकता',
  'You have already used this code': 'आप यह कोड पहले ही इस्तेमाल कर चुके हैं',
  'Enter the amount off': 'छूट की राशि डालें',
  'Codes have 3 to 24 letters, digits, - or _': 'कोड में 3 से 24 अक्षर, अंक, - या _ होते हैं',
  'Enter a code': 'कोड डालें',
  'The end must be after the start': 'अंत की तारीख़ शुरुआत के बाद की होनी चाहिए',
  'This code has expired': 'इस कोड की समय-सीमा ख़त्म हो गई है',
  'This code is for your first order only': 'यह कोड केवल आपके पहले ऑर्डर के लिए है',
  'This code does not apply to any piece in your cart': 'यह कोड आपके कार्ट की किसी चीज़ पर लागू नहीं होता',
  'Code not found': 'कोड नहीं मिला',
  'This code is not active right now': 'यह कोड अभी चालू नहीं है',
  'Percent off must be between 1 and 90': 'छूट का प्रतिशत 1 से 90 के बीच होना चाहिए',
  'Your sale prices already save you more than this code, so the code is not used':
    'सेल की क़ीमतों से आपकी बचत पहले ही इस कोड से ज़्यादा है, इसलिए कोड इस्तेमाल नहीं हुआ',
  'Too many code attempts. Please wait a minute and try again':
    'कोड की बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें',
  "We don't recognise this code. Please check it and try again":
    'हम इस कोड को नहीं पहचानते। कृपया इसे जाँचकर फिर से कोशिश करें',
  'This code has been used up': 'यह कोड पूरी तरह इस्तेमाल हो चुका है',
  'This review is already hidden': 'यह रिव्यू पहले से छिपा हुआ है',
  'You have already reviewed this piece. You can edit your review instead.':
    'आप इस चीज़ का रिव्यू पहले ही कर चुके हैं। इसके बजाय आप अपना रिव्यू बदल सकते हैं।',
  'This review is already visible': 'यह रिव्यू पहले से दिख रहा है',
  'Thank you! Your review is published.': 'धन्यवाद! आपका रिव्यू प्रकाशित हो गया है।',
  'Your review was deleted': 'आपका रिव्यू हटा दिया गया',
  'Status must be one of all, visible, hidden': 'Status इनमें से एक होना चाहिए: all, visible, hidden',
  'Review hidden': 'रिव्यू छिपा दिया गया',
  'This review link has expired. Open the order from My Orders to review it.':
    'रिव्यू के इस लिंक की समय-सीमा ख़त्म हो गई है। रिव्यू करने के लिए "मेरे ऑर्डर" से ऑर्डर खोलें।',
  'This review link is not valid': 'रिव्यू का यह लिंक मान्य नहीं है',
  'Please write plain text: HTML tags are not allowed': 'कृपया सादा टेक्स्ट लिखें: HTML टैग की अनुमति नहीं है',
  'No reviews yet': 'अभी कोई रिव्यू नहीं',
  'Only shoppers who bought this piece can review it': 'इस चीज़ का रिव्यू केवल वही ख़रीदार कर सकते हैं जिन्होंने इसे ख़रीदा है',
  'You can review this piece once your order has been delivered': 'ऑर्डर डिलीवर होने के बाद आप इस चीज़ का रिव्यू कर सकते हैं',
  'Review not found': 'रिव्यू नहीं मिला',
  'A photo could not be found. Please upload it again.': 'एक फ़ोटो नहीं मिली। कृपया उसे फिर से अपलोड करें।',
  'Only shoppers with a delivered order can upload review photos':
    'केवल डिलीवर हुए ऑर्डर वाले ख़रीदार ही रिव्यू की फ़ोटो अपलोड कर सकते हैं',
  'Product is required': 'प्रोडक्ट ज़रूरी है',
  'Rating must be between 1 and 5': 'रेटिंग 1 से 5 के बीच होनी चाहिए',
  'Please choose a rating from 1 to 5 stars': 'कृपया 1 से 5 स्टार में से रेटिंग चुनें',
  'Please give a reason for hiding this review': 'कृपया यह रिव्यू छिपाने का कारण बताएँ',
  'Reply published': 'जवाब प्रकाशित हो गया',
  'Reply removed': 'जवाब हटा दिया गया',
  'Please write a reply': 'कृपया जवाब लिखें',
  'Reply must be at most 1000 characters': 'जवाब ज़्यादा से ज़्यादा 1000 अक्षरों का हो सकता है',
  'Sample review from the demo catalogue': 'डेमो कैटलॉग का नमूना रिव्यू',
  'Review shown again': 'रिव्यू फिर से दिखने लगा',
  'Sort must be one of newest, highest, lowest, with-photos':
    'Sort इनमें से एक होना चाहिए: newest, highest, lowest, with-photos',
  'Please write your review': 'कृपया अपना रिव्यू लिखें',
  'Review must be at most 2000 characters': 'रिव्यू ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है',
  'Review must be at least 10 characters': 'रिव्यू कम से कम 10 अक्षरों का होना चाहिए',
  'Please give your review a title': 'कृपया अपने रिव्यू को एक शीर्षक दें',
  'Title must be at most 100 characters': 'शीर्षक ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है',
  'Too many reviews at once. Please try again later.': 'एक साथ बहुत सारे रिव्यू। कृपया बाद में फिर से कोशिश करें।',
  'You can add up to 3 photos': 'आप ज़्यादा से ज़्यादा 3 फ़ोटो जोड़ सकते हैं',
  'Your review was updated': 'आपका रिव्यू अपडेट हो गया',
  'Verified buyer': 'पक्का ख़रीदार',
  'COD amount must be between 0 and 10,00,000': 'COD राशि 0 से 10,00,000 के बीच होनी चाहिए',
  'Failed to fetch shipping rates': 'शिपिंग दरें नहीं मिल सकीं',
  'Failed to get shipping rates': 'शिपिंग दरें नहीं मिल सकीं',
  'Network error. Please check your connection and try again.': 'नेटवर्क में गड़बड़ी। कृपया अपना कनेक्शन जाँचकर फिर से कोशिश करें।',
  'No shipping rates found for this location.': 'इस जगह के लिए कोई शिपिंग दर नहीं मिली।',
  'We could not find this PIN code. Please check it.': 'हमें यह PIN कोड नहीं मिला। कृपया इसे जाँच लें।',
  'Please enter a valid 6-digit postcode': 'कृपया सही 6 अंकों का पिन कोड डालें',
  'Shipping rates are unavailable right now. Please try again in a moment.':
    'शिपिंग दरें अभी उपलब्ध नहीं हैं। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Weight must be between 0.5 and 100 kg': 'वज़न 0.5 से 100 किलो के बीच होना चाहिए',
  'Complete payment': 'भुगतान पूरा करें',
  'Lower the quantity of the items with too few pieces left to check out.':
    'चेकआउट के लिए उन चीज़ों की मात्रा कम करें जो कम बची हैं।',
  'This size is currently out of stock.': 'यह साइज़ अभी स्टॉक में नहीं है।',
  'Your unpaid order is holding this piece for you. Complete the payment to buy it.':
    'आपका बिना भुगतान वाला ऑर्डर यह चीज़ आपके लिए रोके हुए है। इसे ख़रीदने के लिए भुगतान पूरा करें।',
  'Reserved for you': 'आपके लिए रखा गया',
  'Added to wishlist': 'विशलिस्ट में जोड़ दिया गया',
  'Item not found in wishlist': 'यह चीज़ विशलिस्ट में नहीं मिली',
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'Please choose a product': 'कृपया कोई प्रोडक्ट चुनें',
  'Removed from wishlist': 'विशलिस्ट से हटा दिया गया',
  'Order not found': 'ऑर्डर नहीं मिला',
  'Reason is required': 'कारण ज़रूरी है',
  'Reason must be at most 500 characters': 'कारण ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है',
  // The server's own envelope words (apps/server/src/plugins/error-handler.ts).
  'Service temporarily unavailable, please try again': 'सेवा अभी उपलब्ध नहीं है, कृपया फिर से कोशिश करें',
  'Something went wrong on our side. Please try again.': 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'Invalid request': 'अनुरोध सही नहीं है',
  'Invalid value': 'मान सही नहीं है',
  'A part of the address is too long': 'पते का एक हिस्सा बहुत लंबा है',
  'The address is not valid': 'पता सही नहीं है',
  // Address field labels (ORDER_MESSAGES.missing and fieldTooLong put them in a sentence).
  'Full name': 'पूरा नाम',
  Email: 'ईमेल',
  Phone: 'फ़ोन',
  'Address line 1': 'पता (पंक्ति 1)',
  'Address line 2': 'पता (पंक्ति 2)',
  City: 'शहर',
  State: 'राज्य',
  'PIN code': 'PIN कोड',
  Country: 'देश',
};

const HI_DAYS: Readonly<Record<string, string>> = {
  Sun: 'रवि',
  Mon: 'सोम',
  Tue: 'मंगल',
  Wed: 'बुध',
  Thu: 'गुरु',
  Fri: 'शुक्र',
  Sat: 'शनि',
};
const HI_MONTHS: Readonly<Record<string, string>> = {
  Jan: 'जनवरी',
  Feb: 'फ़रवरी',
  Mar: 'मार्च',
  Apr: 'अप्रैल',
  May: 'मई',
  Jun: 'जून',
  Jul: 'जुलाई',
  Aug: 'अगस्त',
  Sep: 'सितंबर',
  Sept: 'सितंबर',
  Oct: 'अक्टूबर',
  Nov: 'नवंबर',
  Dec: 'दिसंबर',
};

/**
 * A date as the contract writes it, with Hindi day and month names: a delivery day ('Thu, 4 Dec', shortDay) or a
 * sale's start or end ('Tue, 20 Oct 2026, 6:30 pm IST'); the year and time are carried over as they are.
 */
const hiDate = (text: string): string =>
  text.replace(/^(\w{3}), (\d{1,2}) (\w{3,4})(?=$| \d{4},)/, (whole, day: string, date: string, month: string) =>
    HI_DAYS[day] && HI_MONTHS[month] ? `${HI_DAYS[day]}, ${date} ${HI_MONTHS[month]}` : whole,
  );

/** A Hindi sentence built from the parts an English message template filled in; `tr` translates a part it knows. */
type Rebuild = (parts: string[], tr: (part: string) => string) => string;

/**
 * The contract's message templates (functions of a count, a name, an amount), in Hindi: each English sentence's
 * pattern and the Hindi built from its parts. Amounts (₹1,250), names and order numbers are carried over as they are.
 */
export const HI_PATTERNS: readonly (readonly [RegExp, Rebuild])[] = [
  // The delivery promise (delivery-estimate-text.ts: deliveryRangeText 'Get it by Thu, 4 Dec - Sat, 6 Dec', and the
  // product page's 'by Thu, 4 Dec' for the faster courier), with Hindi day and month names.
  [
    /^(Get it by|by) (\w{3}, \d{1,2} \w{3,4})(?: - (\w{3}, \d{1,2} \w{3,4}))?$/,
    ([lead, from, to]) => {
      const when = to ? `${hiDate(from!)} से ${hiDate(to)} के बीच` : `${hiDate(from!)} तक`;
      return lead === 'by' ? when : `${when} मिल जाएगा`;
    },
  ],
  // COD_PAYMENT_MESSAGES (the buttons, the paid split, the status history's notes)
  [/^Pay (₹[\d,.]+) advance online$/, ([amount]) => `${amount} एडवांस ऑनलाइन चुकाएँ`],
  [
    /^Pay (₹[\d,.]+) online now(?: and save (₹[\d,.]+))?$/,
    ([amount, saving]) => (saving ? `अभी ${amount} ऑनलाइन चुकाएँ और ${saving} बचाएँ` : `अभी ${amount} ऑनलाइन चुकाएँ`),
  ],
  [
    /^Paid online (₹[\d,.]+), to pay on delivery (₹[\d,.]+)$/,
    ([online, cash]) => `${online} ऑनलाइन चुकाए गए, ${cash} डिलीवरी पर चुकाने हैं`,
  ],
  [/^Advance of (₹[\d,.]+) paid online$/, ([amount]) => `${amount} का एडवांस ऑनलाइन चुकाया गया`],
  [
    /^Paid online instead of cash on delivery: saved (₹[\d,.]+)$/,
    ([saved]) => `कैश ऑन डिलीवरी के बजाय ऑनलाइन भुगतान किया: ${saved} की बचत हुई`,
  ],
  // Sales (sale-badge.ts, sale-price.ts: saleBadgeText, saleEndsText, nextSaleText, SALE_CART_NOTES)
  [/^(.+) · (\d+)% off$/, ([name, percent]) => `${name} · ${percent}% की छूट`],
  [/^Sale ends (.+)$/, ([when]) => `सेल ${hiDate(when!)} को ख़त्म होगी`],
  [/^Our next sale, (.+), starts on (.+)\.$/, ([name, when]) => `हमारी अगली सेल, ${name}, ${hiDate(when!)} को शुरू होगी।`],
  [/^(.+) price applied since you added this\.$/, ([name]) => `इसे जोड़ने के बाद से ${name} की क़ीमत लागू है।`],
  [
    /^The (.+) sale has ended; this is the usual price now\.$/,
    ([name]) => `${name} सेल ख़त्म हो गई है; अब यह सामान्य क़ीमत है।`,
  ],
  // A coupon's terms (the server's couponSummary): '10% off, up to ₹500 on orders of ₹1,500 or more'
  [
    /^(?:(\d+)% off(?:, up to (₹[\d,.]+))?|(₹[\d,.]+) off|Free shipping)(?: on orders of (₹[\d,.]+) or more)?$/,
    ([percent, ceiling, amount, minimum]) => {
      const what = percent
        ? `${percent}% की छूट${ceiling ? ` (ज़्यादा से ज़्यादा ${ceiling})` : ''}`
        : amount
          ? `${amount} की छूट`
          : 'मुफ़्त डिलीवरी';
      return minimum ? `${minimum} या उससे ज़्यादा के ऑर्डर पर ${what}` : what;
    },
  ],
  // HOLD_MESSAGES (stock-notes.ts: the product page's note on a piece the shopper's unpaid order holds)
  [/^(\d+) pieces? held for you$/, ([n]) => (n === '1' ? 'आपके लिए 1 पीस रोका गया है' : `आपके लिए ${n} पीस रोके गए हैं`)],
  [
    /^Your order (.+) is holding (?:this piece|(\d+) pieces?) for you until it is paid\.$/,
    ([orderNumber, n]) => `आपका ऑर्डर ${orderNumber} भुगतान होने तक ${n ? `${n} पीस` : 'यह पीस'} आपके लिए रोके हुए है।`,
  ],
  [
    /^Complete the payment by (.+) to keep it; after that it goes back on sale\.$/,
    ([time]) => `इसे अपने लिए रखने के लिए ${time} तक भुगतान पूरा करें; उसके बाद यह फिर से बिक्री पर आ जाएगा।`,
  ],
  [
    /^The payment window of your order (.+) has closed\. The piece goes back on sale within a few minutes\.$/,
    ([orderNumber]) =>
      `आपके ऑर्डर ${orderNumber} के भुगतान का समय निकल चुका है। यह पीस कुछ ही मिनटों में फिर से बिक्री पर आ जाएगा।`,
  ],
  // STOCK_MESSAGES
  [/^Only (\d+) left$/, ([n]) => `केवल ${n} बचे हैं`],
  [/^Only (\d+) left in stock\.$/, ([n]) => `स्टॉक में केवल ${n} बचे हैं।`],
  [
    /^Only (\d+) left in stock, and (\d+) (?:is|are) already in your cart\.$/,
    ([n, c]) => `स्टॉक में केवल ${n} बचे हैं, और ${c} पहले से आपके कार्ट में ${c === '1' ? 'है' : 'हैं'}।`,
  ],
  [
    /^Only (\d+) left in stock\. Please lower the quantity to check out\.$/,
    ([n]) => `स्टॉक में केवल ${n} बचे हैं। चेकआउट के लिए कृपया मात्रा कम करें।`,
  ],
  // ORDER_MESSAGES
  [/^Missing (.+)$/, ([label], tr) => `${tr(label!)} नहीं दिया गया`],
  [
    /^(.+) must be at most (\d+) characters$/,
    ([label, max], tr) => `${tr(label!)} ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है`,
  ],
  [
    /^"(.+)" is no longer available\. Please remove it to place your order\.$/,
    ([name]) => `"${name}" अब उपलब्ध नहीं है। ऑर्डर करने के लिए कृपया इसे हटा दें।`,
  ],
  [
    /^Sorry, "(.+)" \((.+)\) is out of stock\. Please remove it to place your order\.$/,
    ([name, size]) => `माफ़ कीजिए, "${name}" (${size}) स्टॉक में नहीं है। ऑर्डर करने के लिए कृपया इसे हटा दें।`,
  ],
  [
    /^Only (\d+) of "(.+)" \((.+)\) (?:is|are) left\. Please lower the quantity\.$/,
    ([n, name, size]) => `"${name}" (${size}) के केवल ${n} बचे हैं। कृपया मात्रा कम करें।`,
  ],
  [
    /^The price of "(.+)" \((.+)\) changed from (₹[\d,.]+) to (₹[\d,.]+)\. Please review and place your order again\.$/,
    ([name, size, from, to]) => `"${name}" (${size}) की क़ीमत ${from} से बदलकर ${to} हो गई है। कृपया देखकर फिर से ऑर्डर करें।`,
  ],
  [/^This order is (\w+) and can no longer be cancelled$/, ([status]) => `यह ऑर्डर ${status} है और अब कैंसल नहीं हो सकता`],
  // PAYMENT_MESSAGES
  [/^Failed to place order: (.+)$/, ([reason], tr) => `ऑर्डर नहीं हो सका: ${tr(reason!)}`],
  [/^Payment failed: (.+)$/, ([reason], tr) => `भुगतान नहीं हो सका: ${tr(reason!)}`],
  [/^Order creation failed: (.+)$/, ([reason], tr) => `ऑर्डर नहीं बन सका: ${tr(reason!)}`],
  // COD_MESSAGES
  [
    /^Cash on delivery is available for orders up to (₹[\d,.]+)\. Please pay online\.$/,
    ([amount]) => `कैश ऑन डिलीवरी ${amount} तक के ऑर्डर पर ही उपलब्ध है। कृपया ऑनलाइन भुगतान करें।`,
  ],
  [
    /^For this address, cash on delivery needs (₹[\d,.]+) paid online now; the rest is paid in cash on delivery\.$/,
    ([amount]) => `इस पते पर कैश ऑन डिलीवरी के लिए अभी ${amount} ऑनलाइन चुकाने होंगे; बाकी राशि डिलीवरी पर नकद दी जाएगी।`,
  ],
  // DELIVERY_ATTEMPT_MESSAGES
  [
    /^The courier can only re-attempt delivery within PIN code (\d+)\. To send it elsewhere, please contact us\.$/,
    ([pin]) => `कूरियर केवल PIN कोड ${pin} के भीतर ही दोबारा डिलीवरी कर सकता है। कहीं और भेजने के लिए कृपया हमसे संपर्क करें।`,
  ],
  // GST_MESSAGES
  [
    /^The first two digits of a GSTIN are a state code; (\d+) is not one$/,
    ([code]) => `GSTIN के पहले दो अंक राज्य का कोड होते हैं; ${code} कोई राज्य कोड नहीं है`,
  ],
  // COUPON_MESSAGES
  [/^This code can be used from (.+)$/, ([when]) => `यह कोड ${when} से इस्तेमाल किया जा सकता है`],
  [/^This code needs an order of (₹[\d,.]+) or more$/, ([amount]) => `इस कोड के लिए कम से कम ${amount} का ऑर्डर ज़रूरी है`],
  // The rate limits' answers
  [/^(.+) \(try again in (.+)\)$/, ([message, after], tr) => `${tr(message!)} (${after} बाद फिर से कोशिश करें)`],
  [
    /^Too many uploads\. Please try again in (.+)\.$/,
    ([after]) => `बहुत ज़्यादा अपलोड। कृपया ${after} बाद फिर से कोशिश करें।`,
  ],
  [/^Too many orders\. Please try again in (.+)\.$/, ([after]) => `बहुत ज़्यादा ऑर्डर। कृपया ${after} बाद फिर से कोशिश करें।`],
];

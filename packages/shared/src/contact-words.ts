/**
 * The words of contact-in-text.ts in the four languages: digits spelled out, and the names of the
 * platforms families give handles on. A native speaker who finds a way families write them that is
 * missing adds it here (contact-in-text.test.ts has a case for each script).
 */

/** Each digit (or English teen and ten) by its names: English, romanised Hindi/Gujarati, Gujarati, Hindi, Urdu. */
export const DIGIT_NAMES: [string[], string][] = [
  // English, and romanised Hindi / Gujarati as families type them.
  [['zero', 'oh', 'o', 'shunya', 'sunya', 'shoonya', 'sifar', 'sifr'], '0'],
  [['one', 'ek'], '1'],
  [['two', 'do', 'be'], '2'],
  [['three', 'teen', 'tin', 'tran'], '3'],
  [['four', 'char', 'chaar', 'chār'], '4'],
  [['five', 'paanch', 'panch', 'pach'], '5'],
  [['six', 'chhe', 'chhah', 'chhay', 'che', 'chha'], '6'],
  [['seven', 'saat', 'sat'], '7'],
  [['eight', 'aath', 'ath', 'aanth'], '8'],
  [['nine', 'nau', 'nav', 'nao'], '9'],
  // Gujarati.
  [['શૂન્ય', 'શુન્ય', 'મીંડું', 'મીંડુ', 'ઝીરો'], '0'],
  [['એક'], '1'],
  [['બે'], '2'],
  [['ત્રણ'], '3'],
  [['ચાર'], '4'],
  [['પાંચ', 'પાચ'], '5'],
  [['છ', 'છે'], '6'],
  [['સાત'], '7'],
  [['આઠ'], '8'],
  [['નવ'], '9'],
  // Hindi.
  [['शून्य', 'शुन्य', 'सिफ़र', 'सिफर', 'ज़ीरो', 'जीरो'], '0'],
  [['एक'], '1'],
  [['दो'], '2'],
  [['तीन'], '3'],
  [['चार'], '4'],
  [['पांच', 'पाँच', 'पाच'], '5'],
  [['छह', 'छः', 'छ', 'छे'], '6'],
  [['सात'], '7'],
  [['आठ'], '8'],
  [['नौ', 'नो'], '9'],
  // Urdu.
  [['صفر', 'زیرو'], '0'],
  [['ایک'], '1'],
  [['دو'], '2'],
  [['تین'], '3'],
  [['چار'], '4'],
  [['پانچ'], '5'],
  [['چھ', 'چھے'], '6'],
  [['سات'], '7'],
  [['آٹھ'], '8'],
  [['نو'], '9'],
  // English teens and tens ("ninety eight seventy six…").
  [['ten'], '10'],
  [['eleven'], '11'],
  [['twelve'], '12'],
  [['thirteen'], '13'],
  [['fourteen'], '14'],
  [['fifteen'], '15'],
  [['sixteen'], '16'],
  [['seventeen'], '17'],
  [['eighteen'], '18'],
  [['nineteen'], '19'],
  [['twenty'], '20'],
  [['thirty'], '30'],
  [['forty', 'fourty'], '40'],
  [['fifty'], '50'],
  [['sixty'], '60'],
  [['seventy'], '70'],
  [['eighty'], '80'],
  [['ninety'], '90'],
];
export const DIGIT_WORDS = new Map<string, string>(
  DIGIT_NAMES.flatMap(([words, digits]) => words.map((w) => [w.normalize('NFKC'), digits] as const)),
);
/** "double seven" is 77. */
export const REPEATS = new Map<string, number>([
  ['double', 2],
  ['triple', 3],
  ['ડબલ', 2],
  ['ટ્રિપલ', 3],
  ['डबल', 2],
  ['ट्रिपल', 3],
  ['ڈبل', 2],
  ['ٹرپل', 3],
]);

/** Platforms, as the text names them (regular-expression alternatives, whole words). */
export const PLATFORM_NAMES = [
  'instagram|insta|ig|snapchat|snap|telegram|whats\\s?app|whatsap|watsapp|watsap|wa|facebook|fb|twitter|tiktok|linkedin|skype|signal|imo|wechat|viber|messenger|discord|threads|gmail|e-?mail|mail',
  'ઇન્સ્ટાગ્રામ|ઈન્સ્ટાગ્રામ|ઇન્સ્ટા|ઈન્સ્ટા|વોટ્સએપ|વૉટ્સઍપ|વોટ્સએપ્પ|વોટસએપ|ફેસબુક|ટેલિગ્રામ|ટેલીગ્રામ|સ્નેપચેટ|ઈમેલ|ઇમેલ|ઈ-મેલ',
  'इंस्टाग्राम|इन्स्टाग्राम|इंस्टा|इन्स्टा|व्हाट्सएप|व्हाट्सऐप|वॉट्सऐप|वाट्सएप|व्हाट्सअप|फेसबुक|फ़ेसबुक|टेलीग्राम|टेलिग्राम|स्नैपचैट|ईमेल|ई-मेल',
  'انسٹاگرام|انسٹا|واٹس\\s?ایپ|واٹس\\s?اپ|واٹساپ|فیس\\s?بک|ٹیلیگرام|ٹیلی\\s?گرام|اسنیپ\\s?چیٹ|ای\\s?میل',
];

import { describe, expect, it } from 'vitest';
import { findContactInText } from './contact-in-text.ts';

describe('phone numbers', () => {
  it.each([
    ['Call me on 98765 43210 after 6 pm', 'ASCII, in a sentence'],
    ['+91 98765-43210', '+91 with a dash'],
    ['+91.98765.43210', 'dots'],
    ['(022) 2345 6789', 'a landline with its code'],
    ['9876543210', 'ten digits'],
    ['234 5678', 'seven digits'],
    ['૯૮૭૬૫ ૪૩૨૧૦', 'Gujarati digits'],
    ['९८७६५४३२१०', 'Devanagari digits'],
    ['٩٨٧٦٥٤٣٢١٠', 'Arabic-Indic digits'],
    ['۹۸۷۶۵۴۳۲۱۰', 'Extended Arabic-Indic digits'],
    ['９８７６５４３２１０', 'full-width digits'],
    ['98765 ४३२१०', 'two scripts in one number'],
    ['98765\u200b43210', 'a zero-width space inside'],
    ['98765432OO', 'letter O for zero'],
    ['nine eight seven six five four three two one zero', 'spelled out in English'],
    ['Nine-Eight-Seven-Six-Five, four three two one zero', 'spelled out with dashes and a comma'],
    ['nine eight double seven six five four three', 'double'],
    ['98765 four three two one zero', 'numerals and words'],
    ['ninety eight seventy six fifty four thirty two ten', 'tens'],
    ['nau aath saat chhe paanch char teen do ek shunya', 'romanised Hindi'],
    ['નવ આઠ સાત છ પાંચ ચાર ત્રણ બે એક શૂન્ય', 'Gujarati words'],
    ['नौ आठ सात छह पाँच चार तीन दो एक शून्य', 'Hindi words'],
    ['نو آٹھ سات چھ پانچ چار تین دو ایک صفر', 'Urdu words'],
    ['ફોન: ૯૮૭૬૫ ૪૩૨૧૦', 'Gujarati text'],
    ['9,876,543,210', 'a mobile dressed as an amount'],
    ['Call me: 9 8 7 6 5, 4 3 2 1 0', 'split by a comma'],
    ['Tel 0091 22 2345 6789', '0091'],
  ])('%s (%s)', (text) => {
    expect(findContactInText(text)).toBe('phone');
  });
});

describe('e-mail addresses', () => {
  it.each([
    'priya.shah@gmail.com',
    'Write to PRIYA_98@Yahoo.co.in please',
    'priya at gmail dot com',
    'priya [at] gmail [dot] com',
    'priya(at)rediffmail(dot)com',
    'priya at gmail',
    'priya @ hotmail',
    'પ્રિયા એટ જીમેલ ડોટ કોમ',
    'प्रिया एट जीमेल डॉट कॉम',
    'پریا ایٹ جی میل ڈاٹ کام',
    'priya＠gmail．com',
  ])('%s', (text) => {
    expect(findContactInText(text)).toBe('email');
  });
});

describe('links', () => {
  it.each([
    'https://example.org/about',
    'see http://priya.example',
    'www.priyashah.com',
    'www dot priyashah',
    'wa.me/919876543210',
    't.me/priya',
    'bit.ly/3xYz',
    'x.com/priya',
    'priyashah.co.in',
    'linktr.ee/priya',
    'my site is shah-family.in',
  ])('%s', (text) => {
    expect(findContactInText(text)).toBe('link');
  });
});

describe('handles', () => {
  it.each([
    '@priya_22',
    'follow @priyashah',
    'insta: priyashah',
    'Instagram priya.shah',
    'whatsapp me priya_22',
    'my insta id is priyashah',
    'FB - priya.s',
    'snapchat = priyaa',
    'ઇન્સ્ટાગ્રામ: priya_22',
    'इंस्टा पर priya.s',
    'انسٹاگرام: priya_22',
  ])('%s', (text) => {
    expect(findContactInText(text)).toBe('handle');
  });
});

describe('ordinary texts pass', () => {
  it.each([
    '',
    'Height 5\'8", born 1998, BSc from Gujarat University in 2019.',
    'B.Com, M.Com from M.S. University; M.Tech (2015-2019). B.Sc.in Physics, Ph.D.',
    'I am a B.E. in Computer Engineering, working at TCS since 2018.',
    'Income ₹12,00,000 a year; salary 1200000; Rs. 1500000/-; 15 lakh per annum; 1500000 INR.',
    'B-402, Shanti Apartments, Paldi, Ahmedabad 380007',
    '12, Gandhi Road, near the mosque, 380001',
    'Flat 402, 380015 Ahmedabad',
    'Born on 12-05-1998 in Bhuj; also written 1998/05/12 or 05-25-1998.',
    'Studied 2001 2005 2010, and 2015 – 2019.',
    'We have one brother and two sisters, and we are three cousins in all.',
    'I love to post on Instagram and WhatsApp with family.',
    'Whatsapp me after the interest is accepted.',
    'I live in Mumbai.In my free time I cook. Studied at MIT. In 2019 moved back.',
    'Working at Infosys, at home on weekends; we meet at the jamat.',
    '5 ft 6 in, 60 kg, 22 years old, 2nd of 3 children.',
    'Class of 2015-2019 at L.D. College of Engineering.',
    'અમે ભુજમાં રહીએ છીએ. ૧૯૯૮માં જન્મ. બે ભાઈ, એક બહેન.',
    'मेरा जन्म १९९८ में हुआ। दो भाई, एक बहन। वेतन १२,००,००० रुपये।',
    'میری پیدائش ۱۹۹۸ میں ہوئی۔ دو بھائی اور ایک بہن۔',
    'Cutchi Memon, Bhuj; Halai Memon roots in Porbandar.',
    'email is shared after acceptance',
  ])('%s', (text) => {
    expect(findContactInText(text)).toBeNull();
  });
});

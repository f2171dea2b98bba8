import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { insertHallWithPrices, insertUser } from './db/factories.ts';
import { halls, jobs, news, users } from './db/schema/index.ts';
import { hashPassword } from './domains/auth/passwords.ts';
import type { Clock } from './lib/clock.ts';

export const DEMO_LOGINS = [
  { role: 'user', name: 'Aisha Memon', mobile: '+919876543210', password: 'demo-user-pass' },
  { role: 'user', name: 'Imran Patel', mobile: '+919876543211', password: 'demo-user-pass' },
  { role: 'admin', name: 'Jamat Office', mobile: '+919999999999', password: 'demo-admin-pass' },
] as const;

const DAY = 86_400_000;

const NEWS = [
  {
    title: 'Annual general meeting of the jamat',
    summary: 'All members are invited to the annual general meeting at the community hall.',
    body: 'The annual general meeting will be held at the Main Hall after Isha prayers. The agenda covers the accounts of the year, the election of the managing committee and the plans for the new education fund. Members are requested to bring their membership cards.',
    // The office's versions (docs/api.md "What families read"); no Hindi one, so a Hindi reader gets the original.
    translations: {
      gu: {
        title: 'જમાતની વાર્ષિક સામાન્ય સભા',
        summary: 'બધા સભ્યોને કોમ્યુનિટી હૉલમાં વાર્ષિક સામાન્ય સભામાં આમંત્રણ છે.',
        body: 'વાર્ષિક સામાન્ય સભા ઈશાની નમાઝ પછી મેઇન હૉલમાં થશે. વર્ષનો હિસાબ, મેનેજિંગ કમિટીની ચૂંટણી અને નવા શિક્ષણ ફંડની યોજના પર વાત થશે. સભ્યોને પોતાનું સભ્યપદ કાર્ડ સાથે લાવવા વિનંતી છે.',
      },
      ur: {
        title: 'جماعت کا سالانہ عام اجلاس',
        summary: 'تمام اراکین کو کمیونٹی ہال میں سالانہ عام اجلاس میں شرکت کی دعوت ہے۔',
        body: 'سالانہ عام اجلاس عشا کی نماز کے بعد مین ہال میں ہوگا۔ سال کا حساب، منیجنگ کمیٹی کا انتخاب اور نئے تعلیمی فنڈ کے منصوبے زیرِ غور آئیں گے۔ اراکین سے گزارش ہے کہ اپنا رکنیت کارڈ ساتھ لائیں۔',
      },
    },
  },
  {
    title: 'Scholarship applications open',
    summary:
      'Students from the community can apply for the education scholarship until the end of the month.',
    body: 'The education committee invites applications for scholarships for the coming academic year. Students in school, college and professional courses may apply with their last mark sheet and fee receipt at the jamat office.',
  },
  {
    title: 'Free health camp on Sunday',
    summary: 'A free health check-up camp with eye and dental check-ups will be held this Sunday.',
    body: 'In association with volunteer doctors of the community, a free health camp will be held from 9 am to 1 pm. Blood sugar, blood pressure, eye and dental check-ups are available. Senior citizens are especially welcome.',
  },
  {
    title: 'Banquet hall renovation completed',
    summary: 'The renovated Main Hall now has new air conditioning and seating for 500 guests.',
    body: 'The renovation of the Main Hall is complete. The hall now has new air conditioning, improved lighting and seating for 500 guests. Bookings for weddings and walima can be made online through the app.',
  },
];

const JOBS = [
  {
    title: 'Accountant',
    organisation: 'Memon Co-operative Bank',
    location: 'Mumbai',
    employmentType: 'full_time',
    description:
      'Maintain the books of accounts, prepare GST returns and assist in the yearly audit. B.Com with two years of experience.',
    howToApply: 'Send your CV to the jamat office or email careers@example.org.',
  },
  {
    title: 'Primary school teacher (English)',
    organisation: 'Community Education Trust',
    location: 'Bhuj',
    employmentType: 'full_time',
    description:
      'Teach English to classes 1 to 5. B.Ed preferred; freshers with a passion for teaching are welcome.',
    howToApply: 'Apply in person at the trust office with your certificates.',
  },
  {
    title: 'Sales executive',
    organisation: 'Patel Textiles',
    location: 'Ahmedabad',
    employmentType: 'full_time',
    description:
      'Visit retailers, take orders and follow up on payments. A two-wheeler and a licence are required.',
    howToApply: 'Call the store manager between 11 am and 6 pm.',
    applyPhone: '+919820012345',
    applyWhatsapp: '+919820012345',
  },
  {
    title: 'Part-time receptionist',
    organisation: 'Jamat Office',
    location: 'Mumbai',
    employmentType: 'part_time',
    description:
      'Evening shift at the jamat office: answer calls, receive visitors and keep the hall booking register.',
    howToApply: 'Speak to the office secretary.',
  },
];

const HALLS = [
  {
    name: 'Main Hall',
    shortName: 'MH',
    description: 'The large air-conditioned hall for weddings and receptions, with a stage and kitchen.',
    address: 'Jamat Khana, Station Road, Bhuj, Kutch 370001',
    translations: {
      gu: {
        name: 'મેઇન હૉલ',
        description: 'લગ્ન અને રિસેપ્શન માટેનો મોટો એર-કન્ડિશન્ડ હૉલ, સ્ટેજ અને રસોડા સાથે.',
        address: 'જમાત ખાના, સ્ટેશન રોડ, ભુજ, કચ્છ 370001',
      },
      ur: {
        name: 'مین ہال',
        description: 'شادی اور ولیمہ کے لیے بڑا ایئر کنڈیشنڈ ہال، اسٹیج اور باورچی خانے کے ساتھ۔',
        address: 'جماعت خانہ، اسٹیشن روڈ، بھج، کچھ 370001',
      },
    },
    capacity: 500,
    bookingAmount: 5000,
    prices: { CM: [25000, 10000], M: [35000, 15000], NCM: [45000, 20000] },
  },
  {
    name: 'Mini Hall',
    shortName: 'MN',
    description: 'A smaller hall for engagements, aqiqah and family gatherings.',
    address: 'Jamat Khana (first floor), Station Road, Bhuj, Kutch 370001',
    translations: {
      gu: {
        name: 'મિની હૉલ',
        description: 'સગાઈ, અકીકા અને કુટુંબના મેળાવડા માટેનો નાનો હૉલ.',
        address: 'જમાત ખાના (પહેલો માળ), સ્ટેશન રોડ, ભુજ, કચ્છ 370001',
      },
      ur: {
        name: 'منی ہال',
        description: 'منگنی، عقیقہ اور خاندانی تقریبات کے لیے چھوٹا ہال۔',
        address: 'جماعت خانہ (پہلی منزل)، اسٹیشن روڈ، بھج، کچھ 370001',
      },
    },
    capacity: 150,
    bookingAmount: 2000,
    prices: { CM: [10000, 5000], M: [15000, 5000], NCM: [20000, 7500] },
  },
  {
    name: 'Terrace Garden',
    shortName: 'TG',
    description: 'An open-air terrace for evening functions, with lighting and seating.',
    address: 'Jamat Khana (terrace), Station Road, Bhuj, Kutch 370001',
    translations: {
      gu: {
        name: 'ટેરેસ ગાર્ડન',
        description: 'સાંજના કાર્યક્રમો માટે ખુલ્લી અગાસી, લાઇટ અને બેઠક સાથે.',
        address: 'જમાત ખાના (અગાસી), સ્ટેશન રોડ, ભુજ, કચ્છ 370001',
      },
      ur: {
        name: 'ٹیرس گارڈن',
        description: 'شام کی تقریبات کے لیے کھلی چھت، روشنی اور نشستوں کے ساتھ۔',
        address: 'جماعت خانہ (چھت)، اسٹیشن روڈ، بھج، کچھ 370001',
      },
    },
    capacity: 250,
    bookingAmount: 3000,
    prices: { CM: [15000, 5000], M: [20000, 7500], NCM: [30000, 10000] },
  },
] as const;

/** True when the database holds nothing the seed would add: the seed never touches real data. */
async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${users})::int + (select count(*) from ${halls})::int + (select count(*) from ${news})::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0) === 0;
}

/** Deterministic demo content for a newcomer; runs only on an empty database. Returns whether it ran. */
export async function seedDemo(db: Db, clock: Clock): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const now = clock.now().getTime();
  const hashes = await Promise.all(DEMO_LOGINS.map((l) => hashPassword(l.password)));
  await db.transaction(async (tx) => {
    for (const [i, l] of DEMO_LOGINS.entries()) {
      await insertUser(tx, {
        name: l.name,
        mobile: l.mobile,
        email: `${l.role}${i + 1}@demo.samaj.example`,
        passwordHash: hashes[i]!,
        isAdmin: l.role === 'admin',
        // The demo numbers are not real phones: they count as proven (decision 041).
        mobileVerifiedAt: new Date(now),
      });
    }
    await tx
      .insert(news)
      .values(NEWS.map((n, i) => ({ ...n, publishedAt: new Date(now - (i + 1) * 2 * DAY) })));
    await tx.insert(jobs).values(
      JOBS.map((j, i) => ({
        ...j,
        publishedAt: new Date(now - (i + 1) * 3 * DAY),
        closesOn: new Date(now + (30 - i) * DAY).toISOString().slice(0, 10),
      })),
    );
    for (const [i, h] of HALLS.entries()) {
      await insertHallWithPrices(tx, { ...h, sortOrder: i });
    }
  });
  return true;
}

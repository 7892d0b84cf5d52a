import type { ContentLegalTexts } from '@rennfeld/api/content-import';

const COMPANY = 'Rennfeld Lubricants GmbH';
const ADDRESS = 'Am Ölhafen 7, 55120 Rennfeld, Germany';
const DEMO_NOTICE =
  '<p><em>Rennfeld Motorsport Lubricants is a fictional brand. This website, its company details and all of its contents are demonstration material.</em></p>';

const privacyPolicy = `
<h2>Privacy Policy</h2>
${DEMO_NOTICE}
<h3>1. Controller</h3>
<p>${COMPANY}, ${ADDRESS}. E-mail: <a href="mailto:privacy@rennfeld-lubricants.example">privacy@rennfeld-lubricants.example</a>.</p>
<h3>2. Data we process</h3>
<ul>
  <li><strong>Visiting the website:</strong> our server records the IP address, date and time, the page requested and the browser used, to deliver the site and keep it secure. These logs are deleted after 14 days.</li>
  <li><strong>Contact form:</strong> name, e-mail address, optional phone number, subject and message, to answer your enquiry.</li>
  <li><strong>Newsletter:</strong> name and e-mail address, to send you the newsletter you asked for.</li>
</ul>
<h3>3. Legal bases</h3>
<p>We process data to respond to your enquiry (Art. 6(1)(b) GDPR), on the basis of your consent for the newsletter (Art. 6(1)(a) GDPR) and on the basis of our legitimate interest in a secure website (Art. 6(1)(f) GDPR).</p>
<h3>4. Retention</h3>
<p>Contact enquiries are deleted when they have been dealt with, unless statutory retention periods apply. Newsletter data is kept until you unsubscribe.</p>
<h3>5. Cookies</h3>
<p>This website uses only technically necessary storage. We do not use tracking or advertising cookies.</p>
<h3>6. Your rights</h3>
<p>You have the right to access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw consent at any time with effect for the future. You may also lodge a complaint with a data protection supervisory authority.</p>`;

const terms = `
<h2>Terms and Conditions</h2>
${DEMO_NOTICE}
<h3>1. Scope</h3>
<p>These terms apply to all orders placed with ${COMPANY} through this website.</p>
<h3>2. Prices</h3>
<p>All prices include statutory VAT and are subject to shipping costs as set out below.</p>
<h3>3. Shipping costs</h3>
<ul>
  <li>For orders with a value of up to 75 euro we charge a one-time shipping fee of 749 euro (gross).</li>
  <li>Orders with a value of more than 75 euro are shipped free of charge.</li>
</ul>
<h3>4. Delivery area and delivery period</h3>
<p>We deliver within Germany only. Goods in stock are delivered within 1-3 working days.</p>
<h3>5. Transport damage</h3>
<p>Please check every delivery for transport damage on receipt and report any damage to our customer service as soon as possible.</p>
<h3>6. Returns</h3>
<p>For reasons of product safety, opened products cannot be returned. Unopened products in their original sealed packaging may be returned in accordance with the statutory right of withdrawal.</p>
<h3>7. Customer service</h3>
<p>Our service hotline is available Mon-Fri 07:30 am - 05:00 pm.</p>`;

const copyright = `
<h2>Copyright</h2>
${DEMO_NOTICE}
<p>&copy; 2025 ${COMPANY}. All rights reserved.</p>
<p>All texts, images, graphics, product photographs, catalogues and videos on this website are protected by copyright. Any reproduction, distribution or publication, in whole or in part, requires our prior written consent.</p>
<p>Rennfeld, Rennfeld Competition, Rennfeld Care, Nordhaven Classic, Velotrax and Kaltform are brands of ${COMPANY}. Apex Dynamics is a brand of its respective owner and is used with permission.</p>
<p>Press and partners may use our product images and logos for editorial purposes on request. Please contact <a href="mailto:press@rennfeld-lubricants.example">press@rennfeld-lubricants.example</a>.</p>`;

const imprint = `
<h2>Imprint</h2>
${DEMO_NOTICE}
<p><strong>${COMPANY}</strong><br>${ADDRESS}</p>
<p>Phone: +49 6131 4780-0<br>E-mail: <a href="mailto:info@rennfeld-lubricants.example">info@rennfeld-lubricants.example</a></p>
<p>Managing Director: Katharina Rennfeld</p>
<p>Register court: Local Court of Rennfeld, commercial register HRB 00000<br>VAT identification number: DE000000000</p>
<p>Responsible for content: Katharina Rennfeld, address as above.</p>
<h3>Online dispute resolution</h3>
<p>We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.</p>`;

export const LEGAL_TEXTS: ContentLegalTexts = { privacyPolicy, terms, copyright, imprint };

// The blog posts of the embedded backend (seed data). Posts 101–110 came from WordPress, 111–114 were
// written in our own system. English is always present; 101–105 are also translated into German and Arabic.
// Covers live under /public/blog/<slug>.png (1200×675).
import type { SeedPost } from './blog';

/**
 * Markup a compromised WordPress post could carry, kept in one seed post on purpose: the blog's server-side
 * sanitiser (lib/blog/sanitize.ts) must drop the script, the handler and the javascript: URL, and
 * e2e/blog.spec.ts checks in a real browser that none of them survives. The API itself serves it as stored.
 */
const HOSTILE_MARKUP = `
<p>Before you change any setting, read our <a href="javascript:alert(1)">setup checklist</a>.</p>
<script>window.__xss = 1</script>
<img src="/blog/x.png" alt="" onerror="window.__xss = 2">`;

export const seedPosts: SeedPost[] = [
  // ---------------------------------------------------------------------------------------------
  {
    id: 101,
    slug: 'how-to-stay-safe-on-public-wifi',
    source: 'wordpress',
    category: 'guides',
    tags: ['public-wifi', 'encryption', 'travel'],
    author: 'Maya Lindqvist',
    publishedAt: '2025-01-14T09:30:00Z',
    cover: '/blog/how-to-stay-safe-on-public-wifi.png',
    translations: {
      en: {
        title: 'How to Stay Safe on Public Wi-Fi: A Practical Guide',
        excerpt:
          'Café, airport and hotel networks are convenient but easy to snoop on. Here is how to use them safely, with or without a VPN.',
        html: `<p>Free Wi-Fi in cafés, airports and hotels is convenient, but you rarely know who runs the network or who else is connected to it. On an open hotspot, anyone nearby with the right tools can see which sites you visit, and a fake access point with a familiar name can trick your device into connecting to it.</p>
<figure><img src="/blog/how-to-stay-safe-on-public-wifi.png" alt="Cover image of the Harbor VPN guide to public Wi-Fi safety" width="1200" height="675"><figcaption>A few simple habits make shared networks far safer.</figcaption></figure>
<h2>What can go wrong on public Wi-Fi</h2>
<ul>
<li><strong>Eavesdropping:</strong> on open networks, unencrypted traffic can be read by other people connected to the same network.</li>
<li><strong>Evil twin hotspots:</strong> an attacker sets up a network called something like “Airport_Free_WiFi” and watches everything that passes through it.</li>
<li><strong>DNS tampering:</strong> a malicious router can send you to a convincing copy of a login page.</li>
<li><strong>Exposed devices:</strong> file sharing and open ports are visible to everyone on the same network.</li>
</ul>
<h2>Seven habits that keep you safe</h2>
<ol>
<li>Confirm the exact network name with staff before you connect.</li>
<li>Prefer sites that use HTTPS, and never click through a certificate warning.</li>
<li>Turn off file and printer sharing, and set the network type to “Public” on Windows.</li>
<li>Disable auto-join for open networks so your phone does not reconnect on its own.</li>
<li>Keep your operating system and browser up to date.</li>
<li>Use two-factor authentication for e-mail and banking.</li>
<li>Turn on your VPN before you open any app.</li>
</ol>
<h2>How a VPN helps</h2>
<p>A VPN creates an encrypted tunnel between your device and a VPN server. Harbor VPN protects that tunnel with AES-256 <a href="/features/encryption">encryption</a>, so the hotspot owner and other guests see only scrambled data travelling to a single server, not the sites you visit or what you type. Our <a href="/features/private-dns">private DNS</a> resolves addresses inside the tunnel, which defeats DNS tampering, and the <a href="/features/automatic-kill-switch">kill switch</a> blocks traffic if the connection drops for a moment while you move between access points.</p>
<h3>Make it automatic</h3>
<p>The best protection is the kind you don’t have to remember. Set Harbor VPN to connect automatically when your device starts, and read how our <a href="/features/wifi-protection">Wi-Fi protection</a> keeps you safe on shared networks. If you are not a subscriber yet, every plan on our <a href="/pricing">pricing page</a> comes with a 30-day money-back guarantee.</p>`,
      },
      de: {
        title: 'Sicher im öffentlichen WLAN: ein praktischer Leitfaden',
        excerpt:
          'WLAN in Cafés, Flughäfen und Hotels ist bequem, lässt sich aber leicht ausspähen. So nutzen Sie es sicher – mit und ohne VPN.',
        html: `<p>Kostenloses WLAN in Cafés, an Flughäfen und in Hotels ist praktisch, doch meist wissen Sie nicht, wer das Netz betreibt oder wer sonst noch damit verbunden ist. In einem offenen Hotspot kann jeder in der Nähe mit den passenden Werkzeugen sehen, welche Websites Sie aufrufen, und ein gefälschter Zugangspunkt mit vertrautem Namen kann Ihr Gerät dazu verleiten, sich mit ihm zu verbinden.</p>
<figure><img src="/blog/how-to-stay-safe-on-public-wifi.png" alt="Titelbild des Harbor-VPN-Leitfadens zur Sicherheit im öffentlichen WLAN" width="1200" height="675"><figcaption>Schon ein paar einfache Gewohnheiten machen geteilte Netze deutlich sicherer.</figcaption></figure>
<h2>Was im öffentlichen WLAN schiefgehen kann</h2>
<ul>
<li><strong>Abhören:</strong> In offenen Netzen können andere Nutzer desselben Netzes unverschlüsselten Datenverkehr mitlesen.</li>
<li><strong>„Evil Twin“-Hotspots:</strong> Ein Angreifer richtet ein Netz mit einem Namen wie „Airport_Free_WiFi“ ein und beobachtet alles, was darüber läuft.</li>
<li><strong>DNS-Manipulation:</strong> Ein präparierter Router kann Sie auf eine täuschend echte Kopie einer Anmeldeseite umleiten.</li>
<li><strong>Offene Geräte:</strong> Datei- und Druckerfreigaben sowie offene Ports sind für alle im selben Netz sichtbar.</li>
</ul>
<h2>Sieben Gewohnheiten für mehr Sicherheit</h2>
<ol>
<li>Lassen Sie sich den genauen Netzwerknamen vom Personal bestätigen, bevor Sie sich verbinden.</li>
<li>Bevorzugen Sie Websites mit HTTPS und klicken Sie niemals eine Zertifikatswarnung einfach weg.</li>
<li>Deaktivieren Sie Datei- und Druckerfreigaben und stellen Sie den Netzwerktyp unter Windows auf „Öffentlich“.</li>
<li>Schalten Sie das automatische Verbinden mit offenen Netzen aus, damit sich Ihr Smartphone nicht von selbst wieder einwählt.</li>
<li>Halten Sie Betriebssystem und Browser auf dem neuesten Stand.</li>
<li>Nutzen Sie die Zwei-Faktor-Authentifizierung für E-Mail und Onlinebanking.</li>
<li>Schalten Sie Ihr VPN ein, bevor Sie irgendeine App öffnen.</li>
</ol>
<h2>Wie ein VPN hilft</h2>
<p>Ein VPN baut einen verschlüsselten Tunnel zwischen Ihrem Gerät und einem VPN-Server auf. Harbor VPN schützt diesen Tunnel mit AES-256-<a href="/features/encryption">Verschlüsselung</a>. Der Betreiber des Hotspots und andere Gäste sehen daher nur verschlüsselte Daten, die an einen einzigen Server gehen – nicht aber, welche Websites Sie besuchen oder was Sie eingeben. Unser <a href="/features/private-dns">privates DNS</a> löst Adressen innerhalb des Tunnels auf und vereitelt so DNS-Manipulationen. Der <a href="/features/automatic-kill-switch">Kill Switch</a> blockiert den Datenverkehr, falls die Verbindung kurz abreißt, etwa wenn Sie zwischen Zugangspunkten wechseln.</p>
<h3>Schutz, der automatisch greift</h3>
<p>Der beste Schutz ist der, an den Sie nicht denken müssen. Lassen Sie Harbor VPN beim Gerätestart automatisch verbinden und lesen Sie, wie unser <a href="/features/wifi-protection">WLAN-Schutz</a> Sie in geteilten Netzen absichert. Falls Sie noch kein Abo haben: Alle Tarife auf unserer <a href="/pricing">Preisseite</a> beinhalten eine 30-tägige Geld-zurück-Garantie.</p>`,
      },
      ar: {
        title: 'كيف تحمي نفسك على شبكات Wi-Fi العامة: دليل عملي',
        excerpt:
          'شبكات Wi-Fi في المقاهي والمطارات والفنادق مريحة، لكن التجسس عليها سهل. إليك كيف تستخدمها بأمان، مع VPN أو من دونه.',
        html: `<p>شبكات Wi-Fi المجانية في المقاهي والمطارات والفنادق مريحة، لكنك نادرًا ما تعرف من يدير الشبكة أو من يتصل بها غيرك. ففي نقطة اتصال مفتوحة، يستطيع أي شخص قريب يملك الأدوات المناسبة أن يرى المواقع التي تزورها، كما يمكن لنقطة وصول مزيّفة تحمل اسمًا مألوفًا أن تخدع جهازك فيتصل بها.</p>
<figure><img src="/blog/how-to-stay-safe-on-public-wifi.png" alt="صورة غلاف دليل Harbor VPN للأمان على شبكات Wi-Fi العامة" width="1200" height="675"><figcaption>بضع عادات بسيطة تجعل الشبكات المشتركة أكثر أمانًا بكثير.</figcaption></figure>
<h2>ما الذي قد يحدث على شبكات Wi-Fi العامة؟</h2>
<ul>
<li><strong>التنصّت:</strong> في الشبكات المفتوحة، يمكن للآخرين المتصلين بالشبكة نفسها قراءة البيانات غير المشفّرة.</li>
<li><strong>نقاط الاتصال المستنسَخة («التوأم الشرير»):</strong> ينشئ المهاجم شبكة باسم مثل «Airport_Free_WiFi» ويراقب كل ما يمرّ عبرها.</li>
<li><strong>التلاعب بنظام DNS:</strong> قد يوجّهك جهاز توجيه خبيث إلى نسخة مقنعة من صفحة تسجيل الدخول.</li>
<li><strong>الأجهزة المكشوفة:</strong> تكون مشاركة الملفات والمنافذ المفتوحة مرئية لكل من على الشبكة نفسها.</li>
</ul>
<h2>سبع عادات تحافظ على أمانك</h2>
<ol>
<li>تأكّد من اسم الشبكة الصحيح لدى الموظفين قبل الاتصال.</li>
<li>فضّل المواقع التي تستخدم HTTPS، ولا تتجاوز أبدًا تحذيرات الشهادات الأمنية.</li>
<li>أوقف مشاركة الملفات والطابعات، واضبط نوع الشبكة على «عامة» في Windows.</li>
<li>عطّل الاتصال التلقائي بالشبكات المفتوحة حتى لا يعاود هاتفك الاتصال بها من تلقاء نفسه.</li>
<li>حافظ على تحديث نظام التشغيل والمتصفح.</li>
<li>فعّل المصادقة الثنائية لبريدك الإلكتروني وحساباتك المصرفية.</li>
<li>شغّل VPN قبل أن تفتح أي تطبيق.</li>
</ol>
<h2>كيف تساعدك شبكة VPN؟</h2>
<p>تُنشئ شبكة VPN نفقًا مشفّرًا بين جهازك وأحد خوادم VPN. ويحمي Harbor VPN هذا النفق <a href="/features/encryption">بتشفير</a> AES-256، فلا يرى مالك نقطة الاتصال ولا بقية المستخدمين سوى بيانات مشفّرة متجهة إلى خادم واحد، من دون أن يعرفوا المواقع التي تزورها أو ما تكتبه. أما <a href="/features/private-dns">خدمة DNS الخاصة</a> لدينا فتترجم العناوين داخل النفق، مما يُحبط محاولات التلاعب بنظام DNS، في حين يحجب <a href="/features/automatic-kill-switch">مفتاح الإيقاف التلقائي (Kill Switch)</a> حركة البيانات إذا انقطع الاتصال لحظةً أثناء تنقّلك بين نقاط الوصول.</p>
<h3>اجعل الحماية تلقائية</h3>
<p>أفضل حماية هي تلك التي لا تحتاج إلى تذكّرها. اضبط Harbor VPN ليتصل تلقائيًا عند تشغيل جهازك، واطّلع على الطريقة التي تحميك بها <a href="/features/wifi-protection">ميزة حماية Wi-Fi</a> على الشبكات المشتركة. وإن لم تكن مشتركًا بعد، فجميع الخطط في <a href="/pricing">صفحة الأسعار</a> تشمل ضمان استرداد الأموال خلال 30 يومًا.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 102,
    slug: 'what-does-a-vpn-kill-switch-do',
    source: 'wordpress',
    category: 'security',
    tags: ['kill-switch', 'encryption'],
    author: 'Daniel Okafor',
    publishedAt: '2025-02-20T14:00:00Z',
    cover: '/blog/what-does-a-vpn-kill-switch-do.png',
    translations: {
      en: {
        title: 'What Does a VPN Kill Switch Do, and Do You Need One?',
        excerpt:
          'A VPN connection can drop for a few seconds without you noticing. A kill switch makes sure your traffic never leaks when it does.',
        html: `<p>No connection is perfect. Wi-Fi signals fade, phones hop between networks, laptops wake from sleep and servers restart for maintenance. When a VPN tunnel drops, most devices quietly fall back to the normal internet connection, and for those few seconds your traffic travels unprotected, with your real IP address attached.</p>
<h2>How a kill switch works</h2>
<p>A kill switch watches the state of the VPN tunnel. The moment the tunnel goes down, it blocks all internet traffic from your device (or from the apps you choose) until the secure connection is restored. Nothing is sent outside the tunnel, so nothing can leak.</p>
<ol>
<li>You connect to Harbor VPN and your traffic flows through the encrypted tunnel.</li>
<li>The connection drops, for example when you walk out of range of a router.</li>
<li>The kill switch immediately stops traffic from leaving your device.</li>
<li>Harbor VPN reconnects, and traffic resumes through the tunnel.</li>
</ol>
<p>Watch the short video below to see it in action.</p>
<iframe src="https://www.youtube.com/embed/k3Hq7ZpVw2E" title="How the Harbor VPN kill switch works" width="560" height="315" allowfullscreen></iframe>
<h2>When a kill switch matters most</h2>
<ul>
<li>On public Wi-Fi, where a dropped tunnel exposes you to everyone on the network.</li>
<li>During long downloads or uploads that run while you are away from the screen.</li>
<li>When you work with confidential documents or client data.</li>
<li>When you travel and your connection changes often.</li>
</ul>
<h3>Are there downsides?</h3>
<p>While the tunnel is reconnecting, you will briefly have no internet access. That is the point: a few seconds without a connection is better than a few seconds without protection. If a particular app must stay online at all times, you can route it outside the VPN with <a href="/features/spilt-tunneling">split tunneling</a> instead of switching protection off completely.</p>
<h2>Turning it on in Harbor VPN</h2>
<p>The <a href="/features/automatic-kill-switch">automatic kill switch</a> is included in every Harbor VPN plan. Open the app’s settings, find “Kill switch” and switch it on; from then on it works quietly in the background alongside our AES-256 encryption. If you have any questions, our support team is available 24/7 by chat and e-mail.</p>`,
      },
      de: {
        title: 'Was macht ein VPN-Kill-Switch – und brauchen Sie einen?',
        excerpt:
          'Eine VPN-Verbindung kann für ein paar Sekunden abbrechen, ohne dass Sie es merken. Ein Kill Switch sorgt dafür, dass dabei keine Daten nach außen dringen.',
        html: `<p>Keine Verbindung ist perfekt. WLAN-Signale werden schwächer, Smartphones wechseln zwischen Netzen, Laptops wachen aus dem Ruhezustand auf und Server werden für Wartungsarbeiten neu gestartet. Bricht der VPN-Tunnel ab, greifen die meisten Geräte stillschweigend auf die normale Internetverbindung zurück – und für diese wenigen Sekunden sind Ihre Daten ungeschützt und mit Ihrer echten IP-Adresse unterwegs.</p>
<h2>So funktioniert ein Kill Switch</h2>
<p>Ein Kill Switch überwacht den Zustand des VPN-Tunnels. Sobald der Tunnel ausfällt, blockiert er den gesamten Internetverkehr Ihres Geräts (oder der von Ihnen gewählten Apps), bis die sichere Verbindung wiederhergestellt ist. Nichts verlässt den Tunnel – also kann auch nichts durchsickern.</p>
<ol>
<li>Sie verbinden sich mit Harbor VPN, und Ihr Datenverkehr läuft durch den verschlüsselten Tunnel.</li>
<li>Die Verbindung bricht ab, zum Beispiel weil Sie sich aus der Reichweite eines Routers entfernen.</li>
<li>Der Kill Switch verhindert sofort, dass Daten Ihr Gerät verlassen.</li>
<li>Harbor VPN verbindet sich neu, und der Datenverkehr läuft wieder durch den Tunnel.</li>
</ol>
<p>Im folgenden kurzen Video sehen Sie, wie das in der Praxis aussieht.</p>
<iframe src="https://www.youtube.com/embed/k3Hq7ZpVw2E" title="So funktioniert der Kill Switch von Harbor VPN" width="560" height="315" allowfullscreen></iframe>
<h2>Wann ein Kill Switch besonders wichtig ist</h2>
<ul>
<li>Im öffentlichen WLAN, wo ein abgebrochener Tunnel Sie allen im Netz preisgibt.</li>
<li>Bei langen Downloads oder Uploads, die laufen, während Sie nicht am Bildschirm sind.</li>
<li>Wenn Sie mit vertraulichen Dokumenten oder Kundendaten arbeiten.</li>
<li>Auf Reisen, wenn sich Ihre Verbindung häufig ändert.</li>
</ul>
<h3>Gibt es Nachteile?</h3>
<p>Während sich der Tunnel neu aufbaut, haben Sie kurz keinen Internetzugang. Genau darum geht es: Ein paar Sekunden ohne Verbindung sind besser als ein paar Sekunden ohne Schutz. Muss eine bestimmte App ständig online bleiben, können Sie sie per <a href="/features/spilt-tunneling">Split Tunneling</a> am VPN vorbeileiten, statt den Schutz ganz abzuschalten.</p>
<h2>So aktivieren Sie ihn in Harbor VPN</h2>
<p>Der <a href="/features/automatic-kill-switch">automatische Kill Switch</a> ist in jedem Harbor-VPN-Tarif enthalten. Öffnen Sie die Einstellungen der App, suchen Sie den Punkt „Kill Switch“ und schalten Sie ihn ein; danach arbeitet er unauffällig im Hintergrund, zusammen mit unserer AES-256-Verschlüsselung. Bei Fragen erreichen Sie unser Support-Team rund um die Uhr per Chat und E-Mail.</p>`,
      },
      ar: {
        title: 'ما وظيفة مفتاح الإيقاف (Kill Switch) في VPN، وهل تحتاج إليه؟',
        excerpt:
          'قد ينقطع اتصال VPN لبضع ثوانٍ دون أن تلاحظ، ويضمن مفتاح الإيقاف ألا تتسرّب بياناتك خارج النفق المشفّر حين يحدث ذلك.',
        html: `<p>لا يوجد اتصال مثالي؛ فإشارات Wi-Fi تضعف، والهواتف تنتقل من شبكة إلى أخرى، والحواسيب المحمولة تستيقظ من وضع السكون، والخوادم يُعاد تشغيلها لأغراض الصيانة. وعندما ينقطع نفق VPN، تعود معظم الأجهزة بصمت إلى اتصال الإنترنت العادي، فتنتقل بياناتك خلال تلك الثواني القليلة دون حماية، ومعها عنوان IP الحقيقي الخاص بك.</p>
<h2>كيف يعمل مفتاح الإيقاف؟</h2>
<p>يراقب مفتاح الإيقاف حالة نفق VPN باستمرار، وفي اللحظة التي ينقطع فيها النفق يحجب كل حركة الإنترنت الصادرة من جهازك (أو من التطبيقات التي تختارها) إلى أن يعود الاتصال الآمن. وبما أنه لا يخرج شيء خارج النفق، فلا مجال لتسرّب أي شيء.</p>
<ol>
<li>تتصل بـ Harbor VPN فتمرّ بياناتك عبر النفق المشفّر.</li>
<li>ينقطع الاتصال، كأن تبتعد عن نطاق جهاز التوجيه (الراوتر).</li>
<li>يوقف مفتاح الإيقاف فورًا خروج أي بيانات من جهازك.</li>
<li>يعيد Harbor VPN الاتصال، فتستأنف البيانات مرورها عبر النفق.</li>
</ol>
<p>شاهد المقطع القصير أدناه لترى ذلك عمليًا.</p>
<iframe src="https://www.youtube.com/embed/k3Hq7ZpVw2E" title="كيف يعمل مفتاح الإيقاف في Harbor VPN" width="560" height="315" allowfullscreen></iframe>
<h2>متى تزداد أهمية مفتاح الإيقاف؟</h2>
<ul>
<li>على شبكات Wi-Fi العامة، حيث يكشفك انقطاع النفق أمام كل من على الشبكة.</li>
<li>أثناء عمليات التنزيل أو الرفع الطويلة التي تجري وأنت بعيد عن الشاشة.</li>
<li>عند التعامل مع مستندات سرية أو بيانات العملاء.</li>
<li>في السفر، حين يتغيّر اتصالك كثيرًا.</li>
</ul>
<h3>هل له عيوب؟</h3>
<p>أثناء إعادة الاتصال بالنفق ستفقد الوصول إلى الإنترنت لبرهة قصيرة، وهذا هو المقصود تمامًا: فبضع ثوانٍ بلا اتصال خيرٌ من بضع ثوانٍ بلا حماية. وإذا كان لديك تطبيق يجب أن يبقى متصلًا طوال الوقت، فيمكنك توجيهه خارج VPN باستخدام <a href="/features/spilt-tunneling">ميزة تقسيم النفق</a> بدلًا من إيقاف الحماية كليًا.</p>
<h2>تفعيله في Harbor VPN</h2>
<p>يأتي <a href="/features/automatic-kill-switch">مفتاح الإيقاف التلقائي</a> ضمن جميع خطط Harbor VPN. افتح إعدادات التطبيق، وابحث عن خيار «Kill Switch» وفعّله، ليعمل بعد ذلك بهدوء في الخلفية جنبًا إلى جنب مع تشفير AES-256. وإن كانت لديك أي أسئلة، ففريق الدعم لدينا متاح على مدار الساعة طوال أيام الأسبوع عبر الدردشة والبريد الإلكتروني.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 103,
    slug: 'aes-256-encryption-explained',
    source: 'wordpress',
    category: 'security',
    tags: ['encryption'],
    author: 'Sofia Marchetti',
    publishedAt: '2025-03-18T08:45:00Z',
    cover: '/blog/aes-256-encryption-explained.png',
    translations: {
      en: {
        title: 'AES-256 Encryption Explained in Plain English',
        excerpt:
          'AES-256 protects banks, governments and your VPN traffic. Here is what the number means and why brute-forcing it is out of reach.',
        html: `<p>When you read that a VPN uses “AES-256”, it can sound like marketing jargon. In fact, it names a specific, thoroughly tested encryption standard that protects everything from online banking to classified government data. Here is what it actually means.</p>
<h2>What is AES?</h2>
<p>AES, the Advanced Encryption Standard, was selected by the US National Institute of Standards and Technology (NIST) in 2001 after an open, multi-year public competition. The winning design, called Rijndael, was created by the Belgian cryptographers Joan Daemen and Vincent Rijmen. AES is a <em>symmetric</em> cipher: the same secret key encrypts and decrypts the data, which makes it very fast.</p>
<h2>What does “256” mean?</h2>
<p>The number is the length of the key in bits. AES always encrypts data in 128-bit blocks, but it supports three key lengths:</p>
<table>
<thead><tr><th>Variant</th><th>Key length</th><th>Rounds</th><th>Possible keys</th></tr></thead>
<tbody>
<tr><td>AES-128</td><td>128 bits</td><td>10</td><td>about 3.4 × 10<sup>38</sup></td></tr>
<tr><td>AES-192</td><td>192 bits</td><td>12</td><td>about 6.3 × 10<sup>57</sup></td></tr>
<tr><td>AES-256</td><td>256 bits</td><td>14</td><td>about 1.2 × 10<sup>77</sup></td></tr>
</tbody>
</table>
<p>Trying every possible AES-256 key is not just slow, it is physically out of reach: even a computer testing a trillion trillion keys every second would need unimaginably longer than the age of the universe.</p>
<h3>What about quantum computers?</h3>
<p>Grover’s algorithm could, in theory, speed up a brute-force search on a quantum computer, roughly halving the effective key strength. For AES-256 that still leaves about 128 bits of security, which is why it is widely regarded as a sound choice for the long term.</p>
<h2>How Harbor VPN uses AES-256</h2>
<ul>
<li>Each time you connect, your device and our server negotiate fresh session keys, so keys from one session are never reused in another.</li>
<li>All traffic in the tunnel, including the lookups handled by our <a href="/features/private-dns">private DNS</a>, is encrypted with AES-256.</li>
<li>Encryption works hand in hand with our <a href="/features/no-logs">no-log policy</a>: we don’t keep records of what you do online.</li>
</ul>
<p>Strong encryption is only one layer of protection, but it is the foundation everything else is built on. Learn more on our <a href="/features/encryption">encryption page</a>.</p>`,
      },
      de: {
        title: 'AES-256-Verschlüsselung einfach erklärt',
        excerpt:
          'AES-256 schützt Banken, Behörden und Ihren VPN-Verkehr. Was die Zahl bedeutet und warum ein Brute-Force-Angriff aussichtslos ist.',
        html: `<p>Wenn ein VPN mit „AES-256“ wirbt, klingt das schnell nach Marketing-Fachchinesisch. Tatsächlich steckt dahinter ein konkreter, gründlich geprüfter Verschlüsselungsstandard, der alles schützt – vom Onlinebanking bis zu geheimen Regierungsdaten. Hier erfahren Sie, was er wirklich bedeutet.</p>
<h2>Was ist AES?</h2>
<p>AES, der Advanced Encryption Standard, wurde 2001 vom US-amerikanischen National Institute of Standards and Technology (NIST) nach einem offenen, mehrjährigen öffentlichen Wettbewerb ausgewählt. Der siegreiche Entwurf namens Rijndael stammt von den belgischen Kryptografen Joan Daemen und Vincent Rijmen. AES ist ein <em>symmetrisches</em> Verfahren: Derselbe geheime Schlüssel ver- und entschlüsselt die Daten, was es sehr schnell macht.</p>
<h2>Wofür steht die „256“?</h2>
<p>Die Zahl gibt die Länge des Schlüssels in Bit an. AES verschlüsselt Daten immer in Blöcken von 128 Bit, unterstützt aber drei Schlüssellängen:</p>
<table>
<thead><tr><th>Variante</th><th>Schlüssellänge</th><th>Runden</th><th>Mögliche Schlüssel</th></tr></thead>
<tbody>
<tr><td>AES-128</td><td>128 Bit</td><td>10</td><td>etwa 3,4 × 10<sup>38</sup></td></tr>
<tr><td>AES-192</td><td>192 Bit</td><td>12</td><td>etwa 6,3 × 10<sup>57</sup></td></tr>
<tr><td>AES-256</td><td>256 Bit</td><td>14</td><td>etwa 1,2 × 10<sup>77</sup></td></tr>
</tbody>
</table>
<p>Alle möglichen AES-256-Schlüssel durchzuprobieren, ist nicht nur langwierig, sondern physikalisch unerreichbar: Selbst ein Computer, der jede Sekunde eine Quadrillion Schlüssel testet, bräuchte unvorstellbar viel länger, als das Universum alt ist.</p>
<h3>Und was ist mit Quantencomputern?</h3>
<p>Der Grover-Algorithmus könnte eine Brute-Force-Suche auf einem Quantencomputer theoretisch beschleunigen und die effektive Schlüsselstärke dabei ungefähr halbieren. Bei AES-256 bleiben damit immer noch rund 128 Bit Sicherheit – deshalb gilt das Verfahren auch langfristig als solide Wahl.</p>
<h2>Wie Harbor VPN AES-256 einsetzt</h2>
<ul>
<li>Bei jedem Verbindungsaufbau handeln Ihr Gerät und unser Server neue Sitzungsschlüssel aus, sodass Schlüssel nie von einer Sitzung in die nächste übernommen werden.</li>
<li>Der gesamte Datenverkehr im Tunnel, einschließlich der Anfragen an unser <a href="/features/private-dns">privates DNS</a>, wird mit AES-256 verschlüsselt.</li>
<li>Die Verschlüsselung greift Hand in Hand mit unserer <a href="/features/no-logs">No-Log-Richtlinie</a>: Wir speichern keine Aufzeichnungen darüber, was Sie online tun.</li>
</ul>
<p>Starke Verschlüsselung ist nur eine Schutzschicht, aber sie ist das Fundament, auf dem alles andere aufbaut. Mehr dazu erfahren Sie auf unserer <a href="/features/encryption">Seite zur Verschlüsselung</a>.</p>`,
      },
      ar: {
        title: 'شرح تشفير AES-256 بلغة بسيطة',
        excerpt:
          'يحمي معيار AES-256 البنوك والحكومات وبيانات VPN الخاصة بك. إليك معنى هذا الرقم، ولماذا يستحيل عمليًا كسره بتجربة جميع المفاتيح.',
        html: `<p>حين تقرأ أن شبكة VPN تستخدم «AES-256»، قد يبدو لك الأمر مصطلحًا تسويقيًا فحسب. لكنه في الحقيقة اسم لمعيار تشفير محدّد خضع لاختبارات دقيقة، ويحمي كل شيء بدءًا من الخدمات المصرفية عبر الإنترنت وصولًا إلى البيانات الحكومية السرية. إليك ما يعنيه فعلًا.</p>
<h2>ما هو AES؟</h2>
<p>معيار التشفير المتقدّم (AES) اختاره المعهد الوطني الأمريكي للمعايير والتقنية (NIST) عام 2001 بعد مسابقة عامة ومفتوحة استمرت عدة سنوات. وقد صمّم الخوارزمية الفائزة، واسمها Rijndael، عالِما التشفير البلجيكيان جوان ديمن وفنسنت ريمن. ويُعدّ AES تشفيرًا <em>متماثلًا</em>، أي أن المفتاح السري نفسه يُستخدم للتشفير وفكّه، مما يجعله سريعًا جدًا.</p>
<h2>ماذا يعني الرقم «256»؟</h2>
<p>يشير الرقم إلى طول المفتاح بالبت. يشفّر AES البيانات دائمًا في كتل طول كلٍّ منها 128 بت، لكنه يدعم ثلاثة أطوال للمفتاح:</p>
<table>
<thead><tr><th>النوع</th><th>طول المفتاح</th><th>عدد الجولات</th><th>عدد المفاتيح الممكنة</th></tr></thead>
<tbody>
<tr><td>AES-128</td><td>128 بت</td><td>10</td><td>نحو 3.4 × 10<sup>38</sup></td></tr>
<tr><td>AES-192</td><td>192 بت</td><td>12</td><td>نحو 6.3 × 10<sup>57</sup></td></tr>
<tr><td>AES-256</td><td>256 بت</td><td>14</td><td>نحو 1.2 × 10<sup>77</sup></td></tr>
</tbody>
</table>
<p>إن تجربة جميع مفاتيح AES-256 الممكنة ليست بطيئة فحسب، بل مستحيلة من الناحية الفيزيائية؛ فحتى حاسوب يختبر مليون مليار مليار مفتاح في الثانية سيحتاج إلى زمن يفوق عمر الكون بما لا يمكن تصوّره.</p>
<h3>وماذا عن الحواسيب الكمومية؟</h3>
<p>من الناحية النظرية، قد تُسرّع خوارزمية غروفر عملية البحث الشامل عن المفتاح على حاسوب كمومي، فتخفض قوة المفتاح الفعلية إلى النصف تقريبًا. ومع ذلك يبقى لـ AES-256 ما يعادل نحو 128 بت من الأمان، ولهذا يُعدّ على نطاق واسع خيارًا متينًا على المدى البعيد.</p>
<h2>كيف يستخدم Harbor VPN تشفير AES-256؟</h2>
<ul>
<li>في كل مرة تتصل فيها، يتفق جهازك وخادمنا على مفاتيح جلسة جديدة، فلا يُعاد استخدام مفاتيح جلسة في جلسة أخرى أبدًا.</li>
<li>تُشفَّر كل البيانات داخل النفق بمعيار AES-256، بما في ذلك الاستعلامات التي تعالجها <a href="/features/private-dns">خدمة DNS الخاصة</a> لدينا.</li>
<li>يعمل التشفير جنبًا إلى جنب مع <a href="/features/no-logs">سياسة عدم الاحتفاظ بالسجلات</a>: فنحن لا نحتفظ بأي سجلات لما تفعله على الإنترنت.</li>
</ul>
<p>التشفير القوي ليس سوى طبقة واحدة من طبقات الحماية، لكنه الأساس الذي يُبنى عليه كل ما عداه. اعرف المزيد في <a href="/features/encryption">صفحة التشفير</a>.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 104,
    slug: 'what-a-no-logs-policy-really-means',
    source: 'wordpress',
    category: 'privacy',
    tags: ['no-logs', 'encryption'],
    author: 'Omar Haddad',
    publishedAt: '2025-04-22T11:15:00Z',
    cover: '/blog/what-a-no-logs-policy-really-means.png',
    translations: {
      en: {
        title: 'What a No-Logs Policy Really Means for Your Privacy',
        excerpt:
          'Every VPN says it keeps no logs. Here is what that promise should cover, what a provider still needs to run the service, and what to look for.',
        html: `<p>A VPN sits between you and the internet, so in principle it could record the sites you visit, when you connect and from which IP address. A no-logs policy is the provider’s promise that it does not keep those records. Because you cannot inspect a provider’s servers yourself, it is worth understanding exactly what that promise should include.</p>
<h2>Activity logs and connection logs</h2>
<p><strong>Activity logs</strong> record what you do online: the websites you open, your DNS requests, the files you download and the content of your traffic. <strong>Connection logs</strong> record metadata such as your real IP address, the server you used and the exact times you connected and disconnected. Either kind, combined with other data, can be enough to identify a person.</p>
<h2>What Harbor VPN does not log</h2>
<ul>
<li>The websites and services you visit</li>
<li>Your DNS queries</li>
<li>The content of your traffic</li>
<li>Your original IP address</li>
<li>Connection times linked to your account</li>
</ul>
<h2>What any VPN still needs</h2>
<p>Running a paid service requires a small amount of information that says nothing about your online activity. We keep the e-mail address of your account, your subscription status and the payment records needed for billing and for our 30-day money-back guarantee. We also look at aggregate, anonymous figures, such as how busy each server is, so we can balance the load across our network of more than 21,000 servers.</p>
<h3>How to judge any no-logs claim</h3>
<ol>
<li>Read the privacy policy itself, not just the headline, and check what it says is collected.</li>
<li>Look for independent audits or public transparency reports.</li>
<li>Check where the company is based and how it says it handles legal requests.</li>
<li>See whether features such as <a href="/features/private-dns">private DNS</a> keep your lookups away from third parties.</li>
</ol>
<p>A no-logs policy works best together with strong encryption. AES-256 stops outsiders from reading your traffic while it travels, and our <a href="/features/no-logs">no-log policy</a> means there is no record of your activity waiting on our side either.</p>`,
      },
      de: {
        title: 'Was eine No-Log-Richtlinie wirklich für Ihre Privatsphäre bedeutet',
        excerpt:
          'Jedes VPN behauptet, keine Logs zu speichern. Was dieses Versprechen abdecken sollte, was ein Anbieter trotzdem braucht und worauf Sie achten sollten.',
        html: `<p>Ein VPN sitzt zwischen Ihnen und dem Internet und könnte daher grundsätzlich aufzeichnen, welche Websites Sie besuchen, wann Sie sich verbinden und von welcher IP-Adresse aus. Eine No-Log-Richtlinie ist das Versprechen des Anbieters, solche Aufzeichnungen nicht aufzubewahren. Da Sie die Server eines Anbieters nicht selbst überprüfen können, lohnt es sich, genau zu verstehen, was dieses Versprechen umfassen sollte.</p>
<h2>Aktivitätsprotokolle und Verbindungsprotokolle</h2>
<p><strong>Aktivitätsprotokolle</strong> halten fest, was Sie online tun: welche Websites Sie öffnen, Ihre DNS-Anfragen, Ihre Downloads und den Inhalt Ihres Datenverkehrs. <strong>Verbindungsprotokolle</strong> speichern Metadaten wie Ihre echte IP-Adresse, den genutzten Server sowie die genauen Zeitpunkte, zu denen Sie sich verbunden und getrennt haben. Beide Arten können, kombiniert mit anderen Daten, ausreichen, um eine Person zu identifizieren.</p>
<h2>Was Harbor VPN nicht protokolliert</h2>
<ul>
<li>Die Websites und Dienste, die Sie aufrufen</li>
<li>Ihre DNS-Anfragen</li>
<li>Den Inhalt Ihres Datenverkehrs</li>
<li>Ihre ursprüngliche IP-Adresse</li>
<li>Verbindungszeiten, die mit Ihrem Konto verknüpft sind</li>
</ul>
<h2>Was jedes VPN trotzdem braucht</h2>
<p>Für den Betrieb eines kostenpflichtigen Dienstes ist eine kleine Menge an Informationen nötig, die nichts über Ihre Online-Aktivitäten verrät. Wir speichern die E-Mail-Adresse Ihres Kontos, Ihren Abo-Status und die Zahlungsbelege, die wir für die Abrechnung und für unsere 30-tägige Geld-zurück-Garantie benötigen. Außerdem werten wir zusammengefasste, anonyme Kennzahlen aus, etwa wie stark ein Server ausgelastet ist, um die Last in unserem Netz aus mehr als 21.000 Servern zu verteilen.</p>
<h3>So prüfen Sie jedes No-Log-Versprechen</h3>
<ol>
<li>Lesen Sie die Datenschutzerklärung selbst, nicht nur die Überschrift, und prüfen Sie, welche Daten laut ihr erhoben werden.</li>
<li>Achten Sie auf unabhängige Prüfungen oder öffentliche Transparenzberichte.</li>
<li>Prüfen Sie, wo das Unternehmen seinen Sitz hat und wie es nach eigenen Angaben mit behördlichen Anfragen umgeht.</li>
<li>Sehen Sie nach, ob Funktionen wie <a href="/features/private-dns">privates DNS</a> Ihre Anfragen von Dritten fernhalten.</li>
</ol>
<p>Eine No-Log-Richtlinie wirkt am besten zusammen mit starker Verschlüsselung. AES-256 verhindert, dass Außenstehende Ihren Datenverkehr unterwegs mitlesen, und unsere <a href="/features/no-logs">No-Log-Richtlinie</a> sorgt dafür, dass auch bei uns keine Aufzeichnungen über Ihre Aktivitäten liegen.</p>`,
      },
      ar: {
        title: 'ماذا تعني سياسة عدم الاحتفاظ بالسجلات لخصوصيتك فعلًا؟',
        excerpt:
          'تقول كل خدمات VPN إنها لا تحتفظ بسجلات. إليك ما يجب أن يشمله هذا الوعد، وما يحتاجه المزوّد لتشغيل الخدمة، وما الذي ينبغي أن تبحث عنه.',
        html: `<p>تقع شبكة VPN بينك وبين الإنترنت، ولذلك تستطيع من حيث المبدأ أن تسجّل المواقع التي تزورها، ومواعيد اتصالك، وعنوان IP الذي تتصل منه. وسياسة عدم الاحتفاظ بالسجلات هي تعهّد المزوّد بألا يحتفظ بهذه السجلات. وبما أنك لا تستطيع فحص خوادم المزوّد بنفسك، فمن المفيد أن تعرف بدقة ما الذي ينبغي أن يشمله هذا التعهّد.</p>
<h2>سجلات النشاط وسجلات الاتصال</h2>
<p><strong>سجلات النشاط</strong> توثّق ما تفعله على الإنترنت: المواقع التي تفتحها، وطلبات DNS، والملفات التي تنزّلها، ومحتوى بياناتك. أما <strong>سجلات الاتصال</strong> فتحفظ بيانات وصفية مثل عنوان IP الحقيقي، والخادم الذي استخدمته، والأوقات الدقيقة لاتصالك وقطعه. وكلا النوعين قد يكفي، إذا اقترن ببيانات أخرى، للتعرّف على هوية الشخص.</p>
<h2>ما الذي لا يسجّله Harbor VPN</h2>
<ul>
<li>المواقع والخدمات التي تزورها</li>
<li>استعلامات DNS الخاصة بك</li>
<li>محتوى بياناتك</li>
<li>عنوان IP الأصلي الخاص بك</li>
<li>أوقات الاتصال المرتبطة بحسابك</li>
</ul>
<h2>ما الذي تحتاجه أي خدمة VPN رغم ذلك</h2>
<p>يتطلب تشغيل خدمة مدفوعة قدرًا يسيرًا من المعلومات التي لا تكشف شيئًا عن نشاطك على الإنترنت؛ إذ نحتفظ بعنوان البريد الإلكتروني لحسابك، وحالة اشتراكك، وسجلات الدفع اللازمة للفوترة ولضمان استرداد الأموال خلال 30 يومًا. كما نطّلع على أرقام إجمالية لا تكشف هوية أي مستخدم، مثل مدى انشغال كل خادم، حتى نوزّع الأحمال على شبكتنا التي تضم أكثر من 21,000 خادم.</p>
<h3>كيف تحكم على أي ادّعاء بعدم الاحتفاظ بالسجلات؟</h3>
<ol>
<li>اقرأ سياسة الخصوصية نفسها لا عنوانها فقط، وتحقّق مما تذكر أنه يُجمَع من بيانات.</li>
<li>ابحث عن عمليات تدقيق مستقلة أو تقارير شفافية منشورة.</li>
<li>تحقّق من مقرّ الشركة ومن الطريقة التي تقول إنها تتعامل بها مع الطلبات القانونية.</li>
<li>تحقّق مما إذا كانت هناك ميزات، مثل <a href="/features/private-dns">خدمة DNS الخاصة</a>، تُبعد استعلاماتك عن الأطراف الثالثة.</li>
</ol>
<p>تؤدي سياسة عدم الاحتفاظ بالسجلات دورها على أكمل وجه حين تقترن بتشفير قوي؛ فمعيار AES-256 يمنع الغرباء من قراءة بياناتك أثناء انتقالها، و<a href="/features/no-logs">سياسة عدم الاحتفاظ بالسجلات</a> لدينا تعني أنه لا يوجد لدينا أي سجل لنشاطك أيضًا.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 105,
    slug: 'how-to-watch-your-streaming-services-abroad',
    source: 'wordpress',
    category: 'streaming',
    tags: ['netflix', 'travel'],
    author: 'Maya Lindqvist',
    publishedAt: '2025-05-27T16:20:00Z',
    cover: '/blog/how-to-watch-your-streaming-services-abroad.png',
    translations: {
      en: {
        title: 'How to Watch Your Streaming Services While Travelling Abroad',
        excerpt:
          'Shows vanish from your library when you cross a border. Here is why it happens and how to keep watching the services you already pay for.',
        html: `<p>You are in a hotel room abroad, you open your usual streaming app and half of your watchlist is gone, or the app tells you it is not available in your region. That is not a fault on your device: streaming catalogues are licensed country by country, so what you can watch depends on where the service thinks you are.</p>
<h2>Why your library changes abroad</h2>
<p>Studios sell streaming rights for each territory separately. A series can be on Netflix in one country and on a different service, or nowhere at all, next door. Services check your IP address to decide which catalogue to show, and some sports and live TV channels are not available outside their home country at all.</p>
<h2>Using a VPN while you travel</h2>
<p>A VPN lets you connect through a server in another country, so you can reach your usual services through a familiar connection, for example through a server in your home country. With more than 21,000 servers in 50+ countries, Harbor VPN almost always has a fast server back home, wherever you happen to be.</p>
<ol>
<li>Install Harbor VPN and sign in before you travel.</li>
<li>Connect to a server in your home country.</li>
<li>Clear the streaming app’s cache, or open the website in a private window.</li>
<li>Sign in with your own account and start watching.</li>
</ol>
<h2>Play fair with each service’s terms</h2>
<p>Streaming services set their own rules on where their content may be watched, and some restrict VPN use in their terms of use. Check your provider’s terms before you connect, use only accounts and subscriptions you pay for, and respect regional restrictions where a service requires it. A VPN is a privacy tool; it does not give you rights to content you have not paid for.</p>
<h3>Tips for smooth playback</h3>
<ul>
<li>Within your home country, pick the server that is geographically closest to where you are.</li>
<li>In hotels, use a cable or a strong Wi-Fi signal where you can, because many guests share the same network.</li>
<li>Download episodes before a flight where the service allows it.</li>
</ul>
<p>Read more about <a href="/InternetAccess/vpn-for-streaming/netflix">using Harbor VPN with Netflix</a>, or compare our <a href="/pricing">plans</a>, all of which come with a 30-day money-back guarantee.</p>`,
      },
      de: {
        title: 'Streamingdienste im Ausland nutzen: So klappt es auf Reisen',
        excerpt:
          'Hinter der Grenze verschwinden Serien aus Ihrer Mediathek. Warum das passiert und wie Sie die Dienste weiter nutzen, für die Sie bereits bezahlen.',
        html: `<p>Sie sitzen im Hotelzimmer im Ausland, öffnen Ihre gewohnte Streaming-App – und die Hälfte Ihrer Merkliste ist verschwunden, oder die App meldet, dass sie in Ihrer Region nicht verfügbar ist. Das liegt nicht an Ihrem Gerät: Streaming-Kataloge werden Land für Land lizenziert, und was Sie sehen können, hängt davon ab, wo der Dienst Sie vermutet.</p>
<h2>Warum sich Ihr Angebot im Ausland ändert</h2>
<p>Studios verkaufen Streamingrechte für jedes Gebiet einzeln. Eine Serie kann in einem Land auf Netflix laufen und im Nachbarland bei einem anderen Anbieter – oder gar nicht verfügbar sein. Die Dienste prüfen Ihre IP-Adresse, um zu entscheiden, welchen Katalog sie anzeigen, und manche Sport- und Live-TV-Angebote sind außerhalb ihres Heimatlandes überhaupt nicht abrufbar.</p>
<h2>Ein VPN auf Reisen nutzen</h2>
<p>Mit einem VPN verbinden Sie sich über einen Server in einem anderen Land und erreichen Ihre gewohnten Dienste so über eine vertraute Verbindung, zum Beispiel über einen Server in Ihrem Heimatland. Mit mehr als 21.000 Servern in über 50 Ländern hat Harbor VPN fast immer einen schnellen Server in der Heimat für Sie bereit, egal wo Sie gerade sind.</p>
<ol>
<li>Installieren Sie Harbor VPN vor der Reise und melden Sie sich an.</li>
<li>Verbinden Sie sich mit einem Server in Ihrem Heimatland.</li>
<li>Leeren Sie den Cache der Streaming-App oder öffnen Sie die Website in einem privaten Fenster.</li>
<li>Melden Sie sich mit Ihrem eigenen Konto an und legen Sie los.</li>
</ol>
<h2>Fair bleiben: Nutzungsbedingungen beachten</h2>
<p>Streamingdienste legen selbst fest, wo ihre Inhalte angesehen werden dürfen, und manche schränken die Nutzung von VPNs in ihren Nutzungsbedingungen ein. Prüfen Sie die Bedingungen Ihres Anbieters, bevor Sie sich verbinden, nutzen Sie nur Konten und Abos, für die Sie bezahlen, und respektieren Sie regionale Beschränkungen, wo ein Dienst sie vorschreibt. Ein VPN ist ein Werkzeug für Ihre Privatsphäre; es verschafft Ihnen keine Rechte an Inhalten, für die Sie nicht bezahlt haben.</p>
<h3>Tipps für ruckelfreie Wiedergabe</h3>
<ul>
<li>Wählen Sie in Ihrem Heimatland den Server, der Ihrem Aufenthaltsort geografisch am nächsten liegt.</li>
<li>Nutzen Sie im Hotel nach Möglichkeit ein Netzwerkkabel oder ein starkes WLAN-Signal, denn viele Gäste teilen sich dasselbe Netz.</li>
<li>Laden Sie Folgen vor einem Flug herunter, sofern der Dienst das erlaubt.</li>
</ul>
<p>Lesen Sie mehr darüber, wie Sie <a href="/InternetAccess/vpn-for-streaming/netflix">Harbor VPN mit Netflix nutzen</a>, oder vergleichen Sie unsere <a href="/pricing">Tarife</a> – alle mit 30-tägiger Geld-zurück-Garantie.</p>`,
      },
      ar: {
        title: 'كيف تشاهد خدمات البث المعتادة أثناء سفرك إلى الخارج',
        excerpt:
          'تختفي المسلسلات من مكتبتك بمجرد عبور الحدود. إليك سبب ذلك، وكيف تواصل مشاهدة الخدمات التي تدفع اشتراكها بالفعل.',
        html: `<p>أنت في غرفة فندق خارج بلدك، تفتح تطبيق البث المعتاد فتجد أن نصف قائمة المشاهدة قد اختفى، أو يخبرك التطبيق بأنه غير متاح في منطقتك. ليس هذا عطلًا في جهازك؛ فكتالوجات البث تُرخَّص لكل بلد على حدة، وما يمكنك مشاهدته يتوقف على المكان الذي تظن الخدمة أنك فيه.</p>
<h2>لماذا تتغيّر مكتبتك في الخارج؟</h2>
<p>تبيع الاستوديوهات حقوق البث لكل منطقة بشكل منفصل، فقد يُعرض مسلسل على Netflix في بلد ما، بينما يُعرض في البلد المجاور على خدمة أخرى أو لا يُعرض إطلاقًا. وتتحقق الخدمات من عنوان IP الخاص بك لتحدّد الكتالوج الذي تعرضه، كما أن بعض القنوات الرياضية وقنوات البث المباشر غير متاحة خارج بلدها الأصلي على الإطلاق.</p>
<h2>استخدام VPN أثناء السفر</h2>
<p>تتيح لك شبكة VPN الاتصال عبر خادم في بلد آخر، فتصل إلى خدماتك المعتادة من خلال اتصال مألوف، كأن تتصل عبر خادم في بلدك. وبفضل أكثر من 21,000 خادم في أكثر من 50 دولة، يوفّر لك Harbor VPN في أغلب الأحيان خادمًا سريعًا في بلدك أينما كنت.</p>
<ol>
<li>ثبّت Harbor VPN وسجّل الدخول قبل السفر.</li>
<li>اتصل بخادم في بلدك.</li>
<li>امسح ذاكرة التخزين المؤقت لتطبيق البث، أو افتح الموقع في نافذة تصفّح خاصة.</li>
<li>سجّل الدخول بحسابك الخاص وابدأ المشاهدة.</li>
</ol>
<h2>احترم شروط كل خدمة</h2>
<p>تضع خدمات البث قواعدها الخاصة بشأن الأماكن التي يجوز فيها مشاهدة محتواها، وبعضها يقيّد استخدام VPN في شروط الاستخدام. لذا راجع شروط مزوّد الخدمة قبل الاتصال، ولا تستخدم إلا الحسابات والاشتراكات التي تدفع ثمنها، واحترم القيود الإقليمية حيثما تشترطها الخدمة. فشبكة VPN أداة لحماية الخصوصية، ولا تمنحك حقوقًا في محتوى لم تدفع مقابله.</p>
<h3>نصائح لتشغيل سلس</h3>
<ul>
<li>اختر داخل بلدك الخادم الأقرب جغرافيًا إلى مكان وجودك.</li>
<li>في الفنادق، استخدم كابل الشبكة أو إشارة Wi-Fi قوية قدر الإمكان، لأن كثيرًا من النزلاء يتشاركون الشبكة نفسها.</li>
<li>نزّل الحلقات قبل الرحلة الجوية إذا كانت الخدمة تسمح بذلك.</li>
</ul>
<p>اقرأ المزيد عن <a href="/InternetAccess/vpn-for-streaming/netflix">استخدام Harbor VPN مع Netflix</a>، أو قارن بين <a href="/pricing">خططنا</a>، وجميعها تشمل ضمان استرداد الأموال خلال 30 يومًا.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 106,
    slug: 'vpn-travel-checklist',
    source: 'wordpress',
    category: 'guides',
    tags: ['travel', 'public-wifi', 'encryption'],
    author: 'Daniel Okafor',
    publishedAt: '2025-07-08T07:50:00Z',
    cover: '/blog/vpn-travel-checklist.png',
    translations: {
      en: {
        title: 'The Traveller’s VPN Checklist: What to Do Before You Fly',
        excerpt:
          'Set up your VPN before you leave home and you will spend less time worrying on airport Wi-Fi. Our checklist covers apps, settings and local laws.',
        html: `<p>Travel means airport lounges, hotel networks, rented apartments and roaming SIM cards, each with its own risks. A few minutes of preparation at home makes staying safe online much easier once you are on the road.</p>
<h2>Before you leave</h2>
<ol>
<li><strong>Install the apps on every device.</strong> App stores and download sites can be hard to reach from some countries, so install Harbor VPN on your phone, tablet and laptop while you are still at home.</li>
<li><strong>Sign in and test.</strong> Connect once on each device to make sure your account works, and keep your password in a password manager rather than in your head.</li>
<li><strong>Turn on the kill switch.</strong> Networks change constantly when you travel; the <a href="/features/automatic-kill-switch">kill switch</a> stops traffic from leaking if the tunnel drops.</li>
<li><strong>Check local laws.</strong> A few countries restrict or ban VPN use. Read official travel advice for your destination and follow local rules.</li>
<li><strong>Update everything.</strong> Install system and app updates before you go, not on a slow hotel connection.</li>
</ol>
<h2>On the road</h2>
<ul>
<li>Connect to the VPN before you use airport, train or hotel Wi-Fi. AES-256 encryption keeps other guests and the network owner from reading your traffic, and <a href="/features/wifi-protection">Wi-Fi protection</a> explains what else to watch out for.</li>
<li>Avoid public USB charging points you don’t trust; carry your own charger and plug adapter.</li>
<li>Use a nearby server for everyday browsing, and one in your home country when you need your bank or other services from home.</li>
<li>Be wary of hotel login pages that ask you to install software or “updates”.</li>
</ul>
<h3>Banking abroad</h3>
<p>Banks sometimes flag sign-ins from unfamiliar countries. Connecting through a Harbor VPN server in your home country can help your session look the way it does at home, but still tell your bank about your trip and keep two-factor authentication switched on.</p>
<h2>If something goes wrong</h2>
<p>Our support team is available 24/7 by chat and e-mail, whatever your time zone. And if you are getting Harbor VPN just for a trip, every plan on our <a href="/pricing">pricing page</a> includes a 30-day money-back guarantee.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 107,
    slug: 'does-a-vpn-reduce-gaming-latency',
    source: 'wordpress',
    category: 'guides',
    tags: ['gaming', 'encryption'],
    author: 'Sofia Marchetti',
    publishedAt: '2025-08-19T13:10:00Z',
    cover: '/blog/does-a-vpn-reduce-gaming-latency.png',
    translations: {
      en: {
        title: 'Can a VPN Lower Your Ping? Gaming Latency Explained',
        excerpt:
          'A VPN usually adds a little latency, but it can also fix poor routing, throttling and DDoS attacks. Here is when it helps your games and when it doesn’t.',
        html: `<p>Ask ten gamers whether a VPN helps or hurts their ping and you will get ten different answers. The honest answer is that it depends on where you, the VPN server and the game server are, and on how well your internet provider routes your traffic.</p>
<h2>What latency actually is</h2>
<p>Latency, or ping, is the time a packet takes to travel to the game server and back, measured in milliseconds. Distance matters: light in optical fibre covers roughly 200 km per millisecond, so a round trip across an ocean can never be as quick as one within your city. Every extra router and every busy link adds a little more.</p>
<h2>Why a VPN usually adds a few milliseconds</h2>
<p>With a VPN, your traffic takes a detour through the VPN server and is encrypted and decrypted along the way. Encryption costs very little on modern hardware; the detour is what counts. As a rough guide:</p>
<table>
<thead><tr><th>VPN server location</th><th>Typical added latency</th><th>Good for</th></tr></thead>
<tbody>
<tr><td>Same city as you</td><td>1–10 ms</td><td>Competitive play and everyday use</td></tr>
<tr><td>Same country or region</td><td>10–40 ms</td><td>Most online games</td></tr>
<tr><td>Another continent</td><td>80–200 ms or more</td><td>Downloads and updates, not fast-paced matches</td></tr>
</tbody>
</table>
<h2>When a VPN can help</h2>
<ul>
<li><strong>Poor routing:</strong> if your provider sends traffic on a long detour, a well-connected VPN server can sometimes offer a shorter path.</li>
<li><strong>Throttling:</strong> some providers slow down gaming or streaming traffic; encryption hides what kind of traffic it is. See <a href="/features/isp-throttling">ISP throttling</a>.</li>
<li><strong>DDoS attacks:</strong> other players see the VPN server’s IP address, not your home connection.</li>
<li><strong>Shared networks:</strong> encryption protects your account logins on hotel or campus Wi-Fi.</li>
</ul>
<h3>Tips for the lowest ping</h3>
<ol>
<li>Pick a Harbor VPN server that lies between you and the game server, usually one near you or near the game’s data centre.</li>
<li>Use a wired connection instead of Wi-Fi where you can.</li>
<li>Use <a href="/features/spilt-tunneling">split tunneling</a> to decide exactly which apps go through the VPN.</li>
<li>Compare your ping with and without the VPN, and keep whichever is better.</li>
</ol>
<p>Please respect each game’s terms of service: some games do not allow switching regions. Find more tips on our <a href="/InternetAccess/vpn-for-gaming">VPN for gaming</a> page.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 108,
    slug: 'harbor-vpn-android-pro-vs-lite',
    source: 'wordpress',
    category: 'guides',
    tags: ['android', 'encryption'],
    author: 'Omar Haddad',
    publishedAt: '2025-10-02T10:00:00Z',
    cover: '/blog/harbor-vpn-android-pro-vs-lite.png',
    translations: {
      en: {
        title: 'Harbor VPN for Android: Pro or Lite, Which App Suits You?',
        excerpt:
          'We make two Android apps. Both encrypt your traffic with AES-256; they differ in size, settings and the phones they are designed for.',
        html: `<p>Open our Android download page and you will find two apps: Harbor VPN Pro and Harbor VPN Lite. Both keep you private on the go, but they are built for different phones and different people. Here is how to choose.</p>
<h2>The short answer</h2>
<p>If you have a recent phone and want every setting at your fingertips, install <a href="/download/androidpro">Harbor VPN Pro</a>. If your phone is older or short on storage, or you simply want a one-tap connection without extra options, <a href="/download/androidlite">Harbor VPN Lite</a> is the lighter choice.</p>
<h2>Side by side</h2>
<table>
<thead><tr><th>Feature</th><th>Harbor VPN Pro</th><th>Harbor VPN Lite</th></tr></thead>
<tbody>
<tr><td>Encryption</td><td>AES-256</td><td>AES-256</td></tr>
<tr><td>No-log policy</td><td>Yes</td><td>Yes</td></tr>
<tr><td>App size and memory use</td><td>Standard</td><td>Smaller and lighter</td></tr>
<tr><td>Settings</td><td>Full control, including kill switch, split tunneling, private DNS and server choice</td><td>Simplified, built around one-tap connection</td></tr>
<tr><td>Best for</td><td>Power users, streaming and gaming</td><td>Older phones, low storage and everyday browsing</td></tr>
</tbody>
</table>
<h2>What both apps have in common</h2>
<ul>
<li>Access to our global server network.</li>
<li>AES-256 encryption and our <a href="/features/no-logs">no-log policy</a>.</li>
<li>24/7 support by chat and e-mail.</li>
</ul>
<h3>Tips for Android users</h3>
<ol>
<li>Exclude Harbor VPN from battery optimisation so Android does not close the connection in the background.</li>
<li>For system-level protection, turn on “Always-on VPN” and “Block connections without VPN”, usually found under Settings › Network &amp; internet › VPN (the exact path varies by manufacturer).</li>
<li>In the Pro app, use split tunneling to keep local apps, such as banking or screen casting, outside the tunnel if they misbehave.</li>
</ol>
<p>Not sure yet? Try the app that sounds right for your phone and switch if it doesn’t suit you. Every plan on our <a href="/pricing">pricing page</a> comes with a 30-day money-back guarantee.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 109,
    slug: 'how-to-set-up-harbor-vpn-on-windows',
    source: 'wordpress',
    category: 'guides',
    tags: ['windows', 'kill-switch', 'encryption'],
    author: 'Maya Lindqvist',
    publishedAt: '2025-11-13T15:40:00Z',
    cover: '/blog/how-to-set-up-harbor-vpn-on-windows.png',
    translations: {
      en: {
        title: 'How to Set Up Harbor VPN on Windows in Five Minutes',
        excerpt:
          'A step-by-step guide to installing Harbor VPN on a Windows PC, choosing the right settings and checking that everything works.',
        html: `<p>Setting up Harbor VPN on a Windows laptop or desktop takes only a few minutes. This guide walks you through the installation, the settings worth changing and a quick check that your connection is really protected.</p>
<figure><img src="/blog/how-to-set-up-harbor-vpn-on-windows.png" alt="Cover image of the Harbor VPN for Windows set-up guide" width="1200" height="675"><figcaption>From download to a protected connection in five minutes.</figcaption></figure>
<h2>Install the app</h2>
<ol>
<li>Go to the <a href="/download/windows">Windows download page</a> and download the installer.</li>
<li>Open the downloaded file and click Yes when Windows asks whether the app may make changes. The installer may add a virtual network adapter, which the VPN needs.</li>
<li>Launch Harbor VPN and sign in with your account. No account yet? Choose a plan on our <a href="/pricing">pricing page</a>.</li>
<li>Click Connect. Harbor VPN picks a fast server near you, or you can choose a country from the list.</li>
</ol>
<p>Prefer to watch? Here is the whole process in a short video:</p>
<iframe src="https://www.youtube.com/embed/W8nR4tYbL5s" title="Setting up Harbor VPN on Windows" width="560" height="315" allowfullscreen></iframe>
<h2>Settings worth changing</h2>
<ul>
<li><strong>Kill switch:</strong> turn on the <a href="/features/automatic-kill-switch">automatic kill switch</a> so no traffic leaves your PC if the tunnel drops.</li>
<li><strong>Launch at startup:</strong> let Harbor VPN start and connect when you sign in to Windows.</li>
<li><strong>Split tunneling:</strong> choose apps, such as a game launcher or a work tool, that should bypass the VPN. See <a href="/features/spilt-tunneling">split tunneling</a>.</li>
<li><strong>Private DNS:</strong> keep our <a href="/features/private-dns">private DNS</a> enabled so website addresses are looked up inside the encrypted tunnel.</li>
</ul>
<h2>Check that it works</h2>
<p>Once you are connected, search for “what is my IP” in your browser: the address shown should belong to the Harbor VPN server, not to your internet provider. A DNS leak test should list only our DNS servers. Everything that travels between your PC and the server is protected with AES-256 encryption.</p>
<h3>Troubleshooting</h3>
<p>If you cannot connect, check that your antivirus or firewall is not blocking Harbor VPN, try a different server and restart the app. Still stuck? Our support team is available 24/7 by chat and e-mail.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 110,
    slug: 'what-is-split-tunneling',
    source: 'wordpress',
    category: 'guides',
    tags: ['windows', 'android'],
    author: 'Daniel Okafor',
    publishedAt: '2026-01-21T09:05:00Z',
    cover: '/blog/what-is-split-tunneling.png',
    translations: {
      en: {
        title: 'What Is Split Tunneling and When Should You Use It?',
        excerpt:
          'Split tunneling lets you choose which apps use the VPN and which connect directly. Here is how it works and when it really helps.',
        html: `<p>By default, a VPN sends all of your device’s traffic through its encrypted tunnel. That is the safest setting, but not always the most practical one. Split tunneling lets you decide which apps go through the VPN and which use your normal connection.</p>
<h2>How split tunneling works</h2>
<p>The VPN app keeps two routes open at the same time. Traffic from the apps you choose is encrypted with AES-256 and sent to a Harbor VPN server; everything else goes straight to the internet through your provider. Depending on your device, there are two ways to set it up:</p>
<ul>
<li><strong>Exclude mode:</strong> everything uses the VPN except the apps you list.</li>
<li><strong>Include mode:</strong> only the apps you list use the VPN.</li>
</ul>
<h2>Good reasons to use it</h2>
<ol>
<li><strong>Local devices:</strong> printers, smart TVs and network drives often disappear while a VPN is on. Excluding the app you use to reach them fixes that.</li>
<li><strong>Banking and local services:</strong> some banking apps and local websites block connections from abroad or from VPN servers.</li>
<li><strong>Bandwidth-heavy apps:</strong> a large download from a nearby server or a video call on your office network may run faster directly.</li>
<li><strong>TV at home:</strong> keep a local TV app on your home connection while your browser and messaging apps stay protected.</li>
</ol>
<h2>What to keep in mind</h2>
<p>Apps outside the tunnel are not protected by the VPN. Their traffic shows your real IP address and is visible to your internet provider and, on public Wi-Fi, to the owner of the network. Keep your browser, e-mail and messaging apps inside the tunnel, and only exclude apps you trust, on networks you trust.</p>
<h3>Setting it up</h3>
<p>In the Harbor VPN app for Windows and in Harbor VPN Pro for Android, open Settings, choose Split tunneling and pick the apps you want to include or exclude. Learn more on our <a href="/features/spilt-tunneling">split tunneling page</a>, or see how the <a href="/features/automatic-kill-switch">kill switch</a> keeps the protected apps safe if the connection drops.</p>` + HOSTILE_MARKUP,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 111,
    slug: 'what-is-private-dns',
    source: 'system',
    category: 'privacy',
    tags: ['no-logs', 'encryption'],
    author: 'Sofia Marchetti',
    publishedAt: '2026-03-10T12:30:00Z',
    cover: '/blog/what-is-private-dns.png',
    translations: {
      en: {
        title: 'Private DNS: The Privacy Leak Most People Overlook',
        excerpt:
          'Even on HTTPS sites, DNS lookups can reveal every site you visit. Here is how private DNS closes that gap and how to test for leaks.',
        html: `<p>Every time you type a web address, your device first asks a DNS server to translate the name, such as example.com, into an IP address. Those lookups usually go to your internet provider’s DNS servers, often unencrypted. HTTPS protects what you read and type on a site, but the DNS request can still reveal which site you asked for.</p>
<h2>Why DNS matters for privacy</h2>
<ul>
<li><strong>Profiling:</strong> a list of the domains you look up paints a detailed picture of your habits, health, finances and interests.</li>
<li><strong>Tampering:</strong> a malicious network can answer DNS requests with false addresses and send you to fake sites.</li>
<li><strong>Blocking:</strong> DNS is one of the most common ways networks block or redirect websites.</li>
</ul>
<h2>What private DNS does</h2>
<p>With Harbor VPN’s <a href="/features/private-dns">private DNS</a>, your lookups travel inside the AES-256 encrypted tunnel and are answered by our own DNS servers instead of your provider’s. Under our <a href="/features/no-logs">no-log policy</a>, we don’t keep records of the domains you look up.</p>
<h2>What is a DNS leak?</h2>
<p>A DNS leak happens when your device sends lookups outside the VPN tunnel, for example because of a misconfigured network adapter or an app that uses its own DNS settings. Your traffic is encrypted, but your provider can still see the domain names.</p>
<h3>How to test for leaks</h3>
<ol>
<li>Connect to Harbor VPN.</li>
<li>Open a DNS leak test website in your browser and run the extended test.</li>
<li>Check the results: you should see only servers operated for Harbor VPN, not your provider’s.</li>
<li>If your provider appears, reconnect, make sure private DNS is switched on, and contact our 24/7 support by chat or e-mail.</li>
</ol>
<h2>Android’s “Private DNS” setting</h2>
<p>Android also has a setting called Private DNS, which encrypts lookups using DNS over TLS. It is useful protection when you are not using a VPN, but it does not hide your IP address or the rest of your traffic. If you have entered a custom provider there, your lookups may go to that provider rather than to ours; setting it to Automatic lets Harbor VPN’s private DNS handle lookups while you are connected.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 112,
    slug: 'how-to-tell-if-your-isp-is-throttling-you',
    source: 'system',
    category: 'guides',
    tags: ['encryption', 'netflix'],
    author: 'Omar Haddad',
    publishedAt: '2026-05-06T08:20:00Z',
    cover: '/blog/how-to-tell-if-your-isp-is-throttling-you.png',
    translations: {
      en: {
        title: 'Is Your ISP Throttling You? How to Check and What to Do',
        excerpt:
          'Slow video in the evening but fast speed tests? Your provider may be throttling certain traffic. Here is how to test for it and how a VPN can help.',
        html: `<p>Your connection is fine for browsing and speed tests look good, yet video buffers every evening and large downloads crawl. That pattern can point to throttling: your internet provider deliberately slowing down certain kinds of traffic or certain websites.</p>
<h2>Why providers throttle</h2>
<ul>
<li><strong>Congestion:</strong> at peak times, some networks manage load by slowing heavy traffic such as video.</li>
<li><strong>Data caps:</strong> many mobile plans, and some home plans, reduce your speed after a set amount of data.</li>
<li><strong>Traffic shaping:</strong> specific kinds of traffic, such as streaming, file sharing or gaming, are given lower priority.</li>
</ul>
<h2>How to check for throttling</h2>
<ol>
<li>Run an ordinary speed test at a quiet time of day and again at a busy time, and note the results.</li>
<li>At the same times, run a test that measures streaming speed, such as Netflix’s Fast.com.</li>
<li>Connect to a nearby Harbor VPN server and repeat both tests.</li>
<li>Compare. If streaming or download speeds are clearly faster with the VPN, your provider is probably slowing that traffic.</li>
</ol>
<h2>How a VPN helps</h2>
<p>Throttling by traffic type depends on your provider seeing what you are doing. With Harbor VPN, your traffic is wrapped in AES-256 encryption, so your provider sees only an encrypted connection to one of our servers, not whether you are watching a film or uploading files. That makes targeted throttling much harder. Read more on our <a href="/features/isp-throttling">ISP throttling page</a>.</p>
<h3>What a VPN cannot fix</h3>
<p>A VPN cannot raise the top speed of your plan, lift a data cap or repair a congested local line. If every test is slow with and without the VPN, the bottleneck is somewhere else: check your router, your Wi-Fi signal and your plan, and contact your provider if the speeds are below what you pay for. Encryption also adds a small overhead, so pick a server close to you for the best results.</p>
<p>Want to try it on your own connection? Every plan on our <a href="/pricing">pricing page</a> comes with a 30-day money-back guarantee, so you can test Harbor VPN at peak time and decide for yourself.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 113,
    slug: 'how-to-watch-sports-abroad-with-a-vpn',
    source: 'system',
    category: 'streaming',
    tags: ['sports', 'travel'],
    author: 'Daniel Okafor',
    publishedAt: '2026-07-15T17:45:00Z',
    cover: '/blog/how-to-watch-sports-abroad-with-a-vpn.png',
    translations: {
      en: {
        title: 'How to Follow Your Favourite Sports While Abroad',
        excerpt:
          'Broadcast rights change at every border. Here is how to keep following your team while travelling, using the subscriptions you already have.',
        html: `<p>Few things are more frustrating than arriving abroad on match day and finding that the stream you pay for at home won’t play. Sports rights are sold market by market, often to different broadcasters, so the same game can be on one service at home and on a completely different one where you are.</p>
<figure><img src="/blog/how-to-watch-sports-abroad-with-a-vpn.png" alt="Cover image of the Harbor VPN guide to watching sports abroad" width="1200" height="675"><figcaption>Plan ahead and you won’t miss kick-off, wherever you are.</figcaption></figure>
<h2>Your options when travelling</h2>
<ul>
<li><strong>Check the local broadcaster.</strong> The event may be shown on a free-to-air or local channel in the country you are visiting.</li>
<li><strong>Use your league or team pass.</strong> Some international passes work in many countries, although local blackout rules may still apply.</li>
<li><strong>Reach your home subscription.</strong> Connecting through a server in your home country can let you reach the service you pay for, where its terms allow it.</li>
</ul>
<h2>Setting up before the match</h2>
<ol>
<li>Install Harbor VPN on the device you will watch on before you travel.</li>
<li>Connect to a server in your home country. With more than 21,000 servers in 50+ countries, there is usually one close by.</li>
<li>Open your sports app or the broadcaster’s website and sign in with your own account.</li>
<li>Start the stream a few minutes before kick-off, so you have time to sort out any problems.</li>
</ol>
<h2>Respect the rules</h2>
<p>Broadcasters and leagues set their own terms on where their streams may be watched, and some do not allow access through a VPN. Read your provider’s terms, use only subscriptions you pay for, and stay away from unofficial streaming sites: besides being illegal in many places, they are a common source of malware and scams.</p>
<h3>Tips for smooth live streams</h3>
<ul>
<li>Within your home country, pick the server closest to where you are.</li>
<li>Use a wired connection, or sit close to the router.</li>
<li>Pause other downloads and uploads while the match is on.</li>
</ul>
<p>Find more on <a href="/InternetAccess/vpn-for-sports">watching sports with a VPN</a>, and compare our <a href="/pricing">plans</a>, which all include a 30-day money-back guarantee.</p>`,
      },
    },
  },
  // ---------------------------------------------------------------------------------------------
  {
    id: 114,
    slug: 'inside-the-harbor-vpn-server-network',
    source: 'system',
    category: 'news',
    tags: ['no-logs', 'encryption'],
    author: 'Maya Lindqvist',
    publishedAt: '2026-09-24T10:00:00Z',
    cover: '/blog/inside-the-harbor-vpn-server-network.png',
    translations: {
      en: {
        title: 'Inside Our Network: 21,000+ Servers in More Than 50 Countries',
        excerpt:
          'Harbor VPN runs more than 21,000 servers in over 50 countries for 300 million users. Here is how the network is built and how to get the most from it.',
        html: `<p>Harbor VPN runs more than 21,000 servers in over 50 countries and is trusted by 300 million users around the world. We are often asked why a VPN needs so many servers, so here is a look at how our network is built and what it means for you.</p>
<figure><img src="/blog/inside-the-harbor-vpn-server-network.png" alt="Harbor VPN network: more than 21,000 servers" width="1200" height="675"><figcaption>More than 21,000 servers in over 50 countries, with the same protection on every one.</figcaption></figure>
<h2>Why the number of servers matters</h2>
<ul>
<li><strong>Shorter distances:</strong> the closer the server, the lower the latency. With servers in more than 50 countries, most people have a fast one nearby.</li>
<li><strong>Less crowding:</strong> spreading users across more servers stops any single one from becoming overloaded at peak times.</li>
<li><strong>More choice:</strong> whether you need a server at home while you travel or one in a particular region, there are plenty of options.</li>
<li><strong>Resilience:</strong> when a server is taken offline for maintenance, there are always others nearby to connect to.</li>
</ul>
<h2>The same protection on every server</h2>
<p>Every server in the network works the same way. Your traffic is protected with AES-256 <a href="/features/encryption">encryption</a>, lookups go through our <a href="/features/private-dns">private DNS</a>, and our <a href="/features/no-logs">no-log policy</a> applies everywhere. It makes no difference whether you connect in Japan, South Africa, India or Canada.</p>
<h2>How to choose a server</h2>
<ol>
<li>For everyday browsing, let the app pick a fast server near you.</li>
<li>For gaming, choose a server between you and the game server.</li>
<li>For services from home while you travel, pick a server in your home country.</li>
<li>If a server feels slow, switch to another one in the same country.</li>
</ol>
<h3>What comes next</h3>
<p>We keep adding capacity and upgrading hardware as more people join. If there is a location you would like us to add, tell our support team, available 24/7 by chat and e-mail. New to Harbor VPN? Every plan on our <a href="/pricing">pricing page</a> comes with a 30-day money-back guarantee.</p>`,
      },
    },
  },
];

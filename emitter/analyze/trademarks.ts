// wordpress.org's restricted terms in a plugin's name and slug: the list and the rule of
// Plugin Check 2.0.0's trademarks check (includes/Checker/Checks/Plugin_Repo/
// Trademarks_Check.php), which warns `trademarked_term`, so a build can say so first.

/**
 * A term ending in `-` may not begin the slug; any other may not appear anywhere in it.
 * In Plugin Check's order: the first match is the one it reports.
 */
const RESTRICTED = [
  'adobe-',
  'adsense-',
  'advanced-custom-fields-',
  'adwords-',
  'akismet-',
  'all-in-one-wp-migration',
  'amazon-',
  'android-',
  'apple-',
  'applenews-',
  'applepay-',
  'aws-',
  'azon-',
  'bbpress-',
  'bing-',
  'booking-com',
  'bootstrap-',
  'buddypress-',
  'chatgpt-',
  'chat-gpt-',
  'cloudflare-',
  'contact-form-7-',
  'cpanel-',
  'disqus-',
  'divi-',
  'dropbox-',
  'easy-digital-downloads-',
  'elementor-',
  'envato-',
  'fbook',
  'facebook',
  'fb-',
  'fb-messenger',
  'fedex-',
  'feedburner',
  'firefox-',
  'fontawesome-',
  'font-awesome-',
  'ganalytics-',
  'gberg',
  'github-',
  'givewp-',
  'google-',
  'googlebot-',
  'googles-',
  'gravity-form-',
  'gravity-forms-',
  'gravityforms-',
  'gtmetrix-',
  'gutenberg',
  'guten-',
  'hubspot-',
  'ig-',
  'insta-',
  'instagram',
  'internet-explorer-',
  'ios-',
  'jetpack-',
  'macintosh-',
  'macos-',
  'mailchimp-',
  'microsoft-',
  'ninja-forms-',
  'oculus',
  'onlyfans-',
  'only-fans-',
  'opera-',
  'paddle-',
  'paypal-',
  'pinterest-',
  'plugin',
  'skype-',
  'stripe-',
  'tiktok-',
  'tik-tok-',
  'trustpilot',
  'twitch-',
  'twitter-',
  'tweet',
  'ups-',
  'usps-',
  'vvhatsapp',
  'vvcommerce',
  'vva-',
  'vvoo',
  'wa-',
  'webpush-vn',
  'wh4tsapps',
  'whatsapp',
  'whats-app',
  'watson',
  'windows-',
  'wocommerce',
  'woocom-',
  'woocommerce',
  'woocomerce',
  'woo-commerce',
  'woo-',
  'wo-',
  'wordpress',
  'wordpess',
  'wpress',
  'wp',
  'wc',
  'wp-mail-smtp-',
  'yandex-',
  'yahoo-',
  'yoast',
  'youtube-',
  'you-tube-',
];

/** Terms allowed only as "for X", "with X", "using X" or "and X". */
const FOR_USE_ONLY = ['woocommerce'];

/** Names that may not begin a slug either (no "woopress"). */
const PORTMANTEAUS = ['woo'];

/** A restricted term found in a name or slug, and how wordpress.org restricts it. */
export interface RestrictedTerm {
  term: string;
  rule: 'anywhere' | 'start' | 'for-use';
}

/** WordPress's sanitize_title_with_dashes() for the ASCII a plugin name is written in. */
export function titleSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9 _\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first restricted term in `slug` (a slug, or a name through titleSlug()), as Plugin Check finds it. */
export function restrictedTerm(slug: string): RestrictedTerm | undefined {
  if (!slug) return undefined;
  for (const term of RESTRICTED) {
    if (term.endsWith('-')) {
      if (slug.startsWith(term)) return { term: term.slice(0, -1), rule: 'start' };
    } else if (slug.includes(term) && !isAllowedForUse(slug, term)) {
      return { term, rule: FOR_USE_ONLY.includes(term) ? 'for-use' : 'anywhere' };
    }
  }
  const portmanteau = PORTMANTEAUS.find((p) => slug.startsWith(p));
  return portmanteau ? { term: portmanteau, rule: 'start' } : undefined;
}

/** "…-for-woocommerce" and the like, with the term nowhere else. */
function isAllowedForUse(slug: string, term: string): boolean {
  if (!FOR_USE_ONLY.includes(term)) return false;
  const pattern = ['for', 'with', 'using', 'and'].map((w) => `-${w}-${term}`).find((p) => slug.includes(p));
  return pattern !== undefined && !slug.replaceAll(pattern, '').includes(term);
}

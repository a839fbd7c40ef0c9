// Pin descriptions that carry HTML are sanitized with DOMPurify before they are shown.
import DOMPurify from 'dompurify';

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: ['b', 'strong', 'i', 'em', 'u', 'br', 'p', 'a', 'ul', 'ol', 'li', 'span'],
    ALLOWED_ATTR: ['href', 'rel', 'target'],
  });
}

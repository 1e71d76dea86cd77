/**
 * The checkout's city, zone and postal code fields in the buyer's country's format (shared with the
 * site's address forms, shared/addressFormats.ts), and the page's small script: it swaps the zone list
 * and the postal code field when the country changes, and keeps a half-filled form (never the card)
 * through a reload, as Shopify's checkout keeps what was typed.
 */
import { addressFormat, zoneCode } from '../../shared/addressFormats';
import { escapeHtml } from '../html';

export interface AddressFieldValues {
  city: string;
  province: string;
  zip: string;
  country: string;
}

const FIELD = 'autocomplete="address-level1"';

function zoneField(values: AddressFieldValues): string {
  const format = addressFormat(values.country);
  if (!format.zones) {
    return `<label for="province">${escapeHtml(format.zoneLabel)} (optional)</label><input id="province" name="province" value="${escapeHtml(values.province)}" ${FIELD}>`;
  }
  const chosen = zoneCode(values.country, values.province);
  const options = format.zones
    .map((z) => `<option value="${escapeHtml(z.code)}"${z.code === chosen ? ' selected' : ''}>${escapeHtml(z.name)}</option>`)
    .join('');
  return (
    `<label for="province">${escapeHtml(format.zoneLabel)}</label><select id="province" name="province" ${FIELD} required>` +
    `<option value="">Choose a ${escapeHtml(format.zoneLabel.toLowerCase())}…</option>${options}</select>`
  );
}

function zipField(values: AddressFieldValues): string {
  const format = addressFormat(values.country);
  if (format.postalCode === 'none') return '';
  const optional = format.postalCode === 'optional';
  return `<label for="zip">${escapeHtml(format.postalLabel)}${optional ? ' (optional)' : ''}</label><input id="zip" name="zip" value="${escapeHtml(values.zip)}" autocomplete="postal-code"${optional ? '' : ' required'}>`;
}

/** City, then the zone and the postal code side by side (a row of their own on a phone). */
export function addressFields(values: AddressFieldValues): string {
  return (
    `<div class="row3 address-area"><div><label for="city">City</label><input id="city" name="city" value="${escapeHtml(values.city)}" autocomplete="address-level2" required></div>` +
    `<div id="zone-field">${zoneField(values)}</div><div id="zip-field">${zipField(values)}</div></div>`
  );
}

/** What the script needs to redraw the fields for another country, for the countries the shop sells to. */
function formatsFor(countryCodes: readonly string[]) {
  return Object.fromEntries(
    countryCodes.map((code) => {
      const f = addressFormat(code);
      return [code, { z: f.zones?.map((z) => [z.code, z.name]) ?? null, zl: f.zoneLabel, p: f.postalCode, pl: f.postalLabel }];
    }),
  );
}

/** Fields kept through a reload: everything typed but the card. */
const KEPT_FIELDS = ['email', 'firstName', 'lastName', 'address1', 'address2', 'country', 'city', 'province', 'zip', 'phone'];

export function checkoutFormScript(countryCodes: readonly string[]): string {
  const data = JSON.stringify({ formats: formatsFor(countryCodes), kept: KEPT_FIELDS }).replace(/</g, '\\u003c');
  return `<script>(function(){
var D=${data},form=document.getElementById('checkout-form');if(!form)return;
var key='checkout-form:'+location.pathname,country=form.elements.namedItem('country');
function esc(t){var d=document.createElement('div');d.textContent=t;return d.innerHTML;}
function redraw(code,province,zip){var f=D.formats[code];if(!f)return;
var zone=document.getElementById('zone-field'),post=document.getElementById('zip-field');
if(f.z){zone.innerHTML='<label for="province">'+esc(f.zl)+'</label><select id="province" name="province" autocomplete="address-level1" required><option value="">Choose a '+esc(f.zl.toLowerCase())+'\\u2026</option>'+f.z.map(function(z){return '<option value="'+esc(z[0])+'">'+esc(z[1])+'</option>';}).join('')+'</select>';
var sel=zone.querySelector('select');sel.value=f.z.some(function(z){return z[0]===province;})?province:'';}
else{zone.innerHTML='<label for="province">'+esc(f.zl)+' (optional)</label><input id="province" name="province" autocomplete="address-level1">';zone.querySelector('input').value=province&&!/^[A-Z]{2}-/.test(province)?province:'';}
post.innerHTML=f.p==='none'?'':'<label for="zip">'+esc(f.pl)+(f.p==='optional'?' (optional)':'')+'</label><input id="zip" name="zip" autocomplete="postal-code"'+(f.p==='optional'?'':' required')+'>';
var z=post.querySelector('input');if(z)z.value=zip||'';}
function value(name){var el=form.elements.namedItem(name);return el&&'value' in el?el.value:'';}
function save(){try{var kept={};D.kept.forEach(function(n){kept[n]=value(n);});sessionStorage.setItem(key,JSON.stringify(kept));}catch(e){}}
country.addEventListener('change',function(){redraw(country.value,'',value('zip'));save();});
try{var saved=JSON.parse(sessionStorage.getItem(key)||'null');
if(saved&&typeof saved==='object'&&!document.querySelector('.errors')){
if(typeof saved.country==='string'&&D.formats[saved.country]&&saved.country!==country.value){country.value=saved.country;}
redraw(country.value,String(saved.province||''),String(saved.zip||''));
D.kept.forEach(function(n){if(n==='country'||typeof saved[n]!=='string'||saved[n]==='')return;var el=form.elements.namedItem(n);if(el&&'value' in el)el.value=saved[n];});}}catch(e){}
form.addEventListener('input',save);form.addEventListener('change',save);})();</script>`;
}

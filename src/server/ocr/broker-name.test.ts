import { describe, expect, it } from 'vitest';
import { findBrokerName } from './broker-name';

describe('findBrokerName (docs/product-rules.md R-BROKER-6)', () => {
  it('reads a labelled broker, beside its label or below it in a form grid', () => {
    expect(findBrokerName('RATE CONFIRMATION\nBroker: Hightower Freight   MC-123456\nCarrier: JR Hotshot LLC')).toBe('Hightower Freight');
    expect(findBrokerName('LOAD TENDER\nBROKER            TRIP\nPatriot Load Network   4417720\nCARRIER\nDouble D Trucking')).toBe('Patriot Load Network');
    expect(findBrokerName('Booked by: Keystone Carrier Connect | Dana Whitfield')).toBe('Keystone Carrier Connect');
  });

  it("takes the letterhead's company, without the address or phone printed beside it", () => {
    expect(findBrokerName('Summit Ridge Logistics 4410 Elm St, Dallas, TX 75201\nRate Confirmation\nLoad # 7714')).toBe('Summit Ridge Logistics');
    expect(findBrokerName('CROSSROADS CARRIER SERVICES\n(214) 555-0199\nCarrier Rate Agreement')).toBe('Crossroads Carrier Services');
    expect(findBrokerName('TruLane Freight — Rate Confirmation\nPickup: Dallas, TX')).toBe('TruLane Freight');
    expect(findBrokerName('« RateCon\nRedline Brokerage Inc\nLoad 44120')).toBe('Redline Brokerage Inc');
  });

  it('never takes the carrier, a shipper, a remit-to factor, a title or small print', () => {
    expect(findBrokerName('Carrier: JR Hotshot LLC\nShipper: Acme Supply Co.\nRemit to: RTS Financial')).toBeNull();
    expect(findBrokerName('RATE CONFIRMATION AND LOAD TENDER\nPage 1 of 2\nRun Date 11/26/2026')).toBeNull();
    // A label alone followed by small print, not a name.
    expect(findBrokerName('BROKER\ning, co-brokering or assigning this load is prohibited.')).toBeNull();
    expect(findBrokerName('Broker office: 9382 Commerce St, Detroit, MI 48209')).toBeNull();
    expect(findBrokerName('Broker MC: 123456\nBroker phone: 555-0100')).toBeNull();
    // A letterhead that does not say it is a company is left for the driver: a wrong broker is worse.
    expect(findBrokerName('Ozark Trailer Mfg\nStop Puy')).toBeNull();
    expect(findBrokerName('')).toBeNull();
  });
});
